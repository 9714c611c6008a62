import { useRef, useState } from "react";
import { CircleHelp, Compass, Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import type { PublicUser } from "@common/auth";
import { MemberAvatar } from "@/components/member-avatar";
import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useLogout } from "@/features/auth/api/use-logout";
import { openHelpCenter } from "@/lib/help-center";
import { takeTour } from "@/lib/take-tour";
import { cn } from "@/lib/utils";
import { useTheme } from "../theme-provider";
import { navFor } from "./nav-links";
import { LanguageButtons } from "./language-switcher";
import { THEME_OPTIONS } from "./theme-switcher";

const ACCOUNT_LINKS = [
  { href: "/credits", labelKey: "common:getMoreCredits" },
  { href: "/profile", labelKey: "userMenu.profile" },
];

const linkClass =
  "flex h-12 items-center rounded-xl px-3 text-base font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Below 1024 px the header's links, theme choice and account actions live in this panel, and on wider screens when
 * the header's links do not fit there (the header shows its button then).
 */
export function MobileMenu({ user }: { user: PublicUser | null }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const { theme, setTheme } = useTheme();
  const logout = useLogout();
  const close = () => setOpen(false);
  const { t } = useTranslation("layout");
  // Help and Tour open something that takes the focus itself: the closing menu must not pull it back to its button.
  const handedOff = useRef(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("mobileMenu.open")}>
          <Menu aria-hidden="true" className="!size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          if (handedOff.current) event.preventDefault();
          handedOff.current = false;
        }}
      >
        <SheetTitle>{t("mobileMenu.title")}</SheetTitle>
        {user && (
          <div className="flex items-center gap-3 rounded-2xl bg-muted p-3">
            <MemberAvatar username={user.username} className="text-lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.username}</p>
              <SheetDescription className="truncate">{user.email}</SheetDescription>
            </div>
          </div>
        )}
        <nav aria-label={t("nav.mobile")}>
          <ul className="flex flex-col gap-1">
            {navFor(user !== null).map(({ href, labelKey }) => (
              <li key={href}>
                <Link
                  href={href}
                  onClick={close}
                  aria-current={location === href ? "page" : undefined}
                  className={cn(linkClass, location === href && "bg-primary-soft text-primary-soft-foreground")}
                >
                  {t(labelKey)}
                </Link>
              </li>
            ))}
            {user &&
              ACCOUNT_LINKS.map(({ href, labelKey }) => (
                <li key={href}>
                  <Link href={href} onClick={close} className={linkClass}>
                    {t(labelKey)}
                  </Link>
                </li>
              ))}
            {/* In the header from 640 px; on a phone, here. */}
            {[
              {
                key: "help",
                icon: <CircleHelp aria-hidden="true" className="size-5 text-muted-foreground" />,
                label: t("help-center:open"),
                act: () => openHelpCenter(),
              },
              {
                key: "tour",
                icon: <Compass aria-hidden="true" className="size-5 text-amber-500" />,
                label: t("tours:tourButton"),
                act: () => takeTour("page"),
              },
            ].map(({ key, icon, label, act }) => (
              <li key={key} className="sm:hidden">
                <button
                  type="button"
                  onClick={() => {
                    handedOff.current = true;
                    close();
                    act();
                  }}
                  className={cn(linkClass, "w-full gap-2 text-left")}
                >
                  {icon}
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <fieldset>
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t("theme.label")}
          </legend>
          <div className="grid grid-cols-3 gap-1 rounded-full bg-muted p-1">
            {THEME_OPTIONS.map(({ value, icon: Icon }) => (
              <button
                key={value}
                type="button"
                aria-pressed={theme === value}
                onClick={() => setTheme(value)}
                className={cn(
                  "flex h-10 items-center justify-center gap-1.5 rounded-full text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  theme === value && "bg-card text-foreground shadow-sm",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`theme.${value}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <LanguageButtons />
        <div className="mt-auto">
          {user ? (
            <Button
              variant="outline"
              className="w-full"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSuccess: close })}
            >
              {logout.isPending ? t("loggingOut") : t("logOut")}
            </Button>
          ) : (
            <ButtonLink href="/auth" className="w-full" onClick={close}>
              {t("common:logIn")}
            </ButtonLink>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
