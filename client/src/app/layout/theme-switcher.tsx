import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { useTheme, type Theme } from "../theme-provider";
import { ChoiceMenu } from "./choice-menu";

/** Each choice's name is the `layout` key `theme.{value}`. */
export const THEME_OPTIONS: { value: Theme; icon: typeof Sun }[] = [
  { value: "light", icon: Sun },
  { value: "dark", icon: Moon },
  { value: "system", icon: Monitor },
];

function isTheme(value: string): value is Theme {
  return THEME_OPTIONS.some((option) => option.value === value);
}

export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  const { t } = useTranslation("layout");
  return (
    <ChoiceMenu
      label={t("theme.label")}
      icon={
        <>
          <Sun aria-hidden="true" className="!size-5 dark:hidden" />
          <Moon aria-hidden="true" className="!size-5 hidden dark:block" />
        </>
      }
      value={theme}
      onValueChange={(value) => isTheme(value) && setTheme(value)}
    >
      {THEME_OPTIONS.map(({ value, icon: Icon }) => (
        <DropdownMenuRadioItem key={value} value={value}>
          <Icon aria-hidden="true" />
          {t(`theme.${value}`)}
        </DropdownMenuRadioItem>
      ))}
    </ChoiceMenu>
  );
}
