import { Coins, Compass, Gift, LogOut, Settings, UserRound } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "@common/auth";
import { MemberAvatar } from "@/components/member-avatar";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLogout } from "@/features/auth/api/use-logout";
import { useTranslation } from "react-i18next";
import { takeTour } from "@/lib/take-tour";
import { useAutoStartTutorials } from "@/features/tours/use-auto-start-tutorials";

const MENU_LINKS = [
  { href: "/credits", labelKey: "userMenu.credits", icon: Coins },
  { href: "/referrals", labelKey: "nav.referrals", icon: Gift },
  { href: "/profile", labelKey: "userMenu.profile", icon: UserRound },
];

export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const [autoStart, setAutoStart] = useAutoStartTutorials();
  const { t } = useTranslation("layout");

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t("userMenu.label")}
        className="rounded-full transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <MemberAvatar username={user.username} className="text-lg" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <MemberAvatar username={user.username} className="text-lg" />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{user.username}</span>
            <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {MENU_LINKS.map(({ href, labelKey, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {t(labelKey)}
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => takeTour("page")}>
            <Compass aria-hidden="true" />
            {t("tours:startTutorial")}
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Settings aria-hidden="true" />
              {t("userMenu.settings")}
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent className="w-60">
              <DropdownMenuCheckboxItem
                checked={autoStart}
                onCheckedChange={setAutoStart}
                // Keep the menu open so the new state is visible.
                onSelect={(event) => event.preventDefault()}
              >
                {t("userMenu.autoStartTutorials")}
              </DropdownMenuCheckboxItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          // Stay open while pending so "Logging out..." is seen; success navigates away.
          onSelect={(event) => {
            event.preventDefault();
            logout.mutate();
          }}
        >
          <LogOut aria-hidden="true" />
          {logout.isPending ? t("loggingOut") : t("logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
