import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

type ChoiceMenuProps = {
  /** What is chosen ("Theme"): the button's name and the menu's heading. */
  label: string;
  /** The button's picture. */
  icon: ReactNode;
  /** The button also shows its name as a tooltip. */
  tooltip?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** The choices, as `DropdownMenuRadioItem`s. */
  children: ReactNode;
};

/** A header setting (the theme, the language): an icon button opening one choice out of a few. */
export function ChoiceMenu({ label, icon, tooltip = false, value, onValueChange, children }: ChoiceMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={tooltip ? label : undefined}>
          {icon}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[10rem]">
        <DropdownMenuLabel className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {label}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          {children}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
