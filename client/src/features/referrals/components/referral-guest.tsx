import { Gift, LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { IconTile } from "@/components/ui/icon-tile";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** content.md §2: a guest on /referrals is asked to log in rather than redirected. */
export function ReferralGuest() {
  const [, navigate] = useLocation();
  const { t } = useTranslation("referrals");
  return (
    <section className="mx-auto flex max-w-6xl justify-center px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <Card className="flex w-full max-w-md flex-col items-center p-8 text-center sm:p-10">
        <IconTile icon={Gift} tone="accent" size="xl" />
        <h1 className="mt-5 font-display text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("guest.text")}</p>
        <Button size="lg" className="mt-7 w-full sm:w-auto" onClick={() => navigate("/auth")}>
          <LogIn aria-hidden="true" />
          {t("guest.logIn")}
        </Button>
      </Card>
    </section>
  );
}
