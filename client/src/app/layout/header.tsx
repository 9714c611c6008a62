import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { ButtonLink } from "@/components/ui/button-link";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/use-user";
import { cn } from "@/lib/utils";
import { CreditsBadge } from "./credits-badge";
import { HelpCenterButton } from "./help-center-button";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navFor } from "./nav-links";
import { ThemeSwitcher } from "./theme-switcher";
import { TourButton } from "./tour-button";
import { useFitsInside } from "./use-fits-inside";
import { UserMenu } from "./user-menu";

export function Header() {
  const { user, isLoading } = useUser();
  const [location] = useLocation();
  const { t } = useTranslation("layout");
  // From 1024 px the links sit in the header, where they fit: beside a long balance, or in a language with longer
  // words, they may not, and then they wait in the menu instead of pushing the header wider than the screen. The row
  // keeps its place, invisible (and clipped, or it would still widen the page), so it can tell when there is room again.
  const navBox = useRef<HTMLElement>(null);
  const navLinks = useRef<HTMLUListElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const navFits = useFitsInside(navBox, navLinks, menu);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo href={user ? "/dashboard" : "/"} yieldsRoom className="mr-auto" />

        <nav
          ref={navBox}
          aria-label={t("nav.main")}
          className={cn("hidden min-w-0 flex-1 lg:block", !navFits && "invisible overflow-hidden")}
        >
          <ul ref={navLinks} className="flex w-max items-center gap-0.5">
            {navFor(user !== null).map(({ href, labelKey }) => {
              const active = location === href || location.startsWith(`${href}/`);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      active &&
                        "bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft hover:text-primary-soft-foreground",
                    )}
                  >
                    {t(labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2 lg:gap-1.5">
          {user && <CreditsBadge />}
          <TourButton />
          <HelpCenterButton />
          <div className="hidden items-center gap-1.5 lg:flex">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
          {isLoading ? (
            <Skeleton className="size-10 rounded-full" />
          ) : user ? (
            <UserMenu user={user} />
          ) : location === "/auth" ? null : (
            <ButtonLink href="/auth" size="sm" className="px-5">
              {t("common:logIn")}
            </ButtonLink>
          )}
          <div ref={menu} className={cn("flex", navFits && "lg:hidden")}>
            <MobileMenu user={user} />
          </div>
        </div>
      </div>
    </header>
  );
}
