import { useState } from "react";
import { Gift, UserPlus } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { REFERRAL_SIGNUP_CREDITS } from "@common/referrals";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuthShowcase } from "../components/auth-showcase";
import { LoginForm } from "../components/login-form";
import { RegisterForm } from "../components/register-form";
import { referralCodeFromSearch } from "../lib/referral";

type AuthTab = "login" | "register";

export function AuthPage() {
  const search = useSearch();
  const { t } = useTranslation("auth");
  const params = new URLSearchParams(search);
  // The code stays in the URL, so switching between the tabs keeps it.
  const referralCode = referralCodeFromSearch(search);
  // A referral link or a "sign up" call to action opens on Register.
  const [tab, setTab] = useState<AuthTab>(referralCode || params.get("tab") === "register" ? "register" : "login");

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_1.05fr] lg:gap-14 lg:px-8 lg:py-16">
      <div className="hidden lg:block">
        <AuthShowcase />
      </div>

      <div className="mx-auto w-full max-w-lg lg:py-6">
        <Badge variant="soft" className="mb-4">
          <Gift aria-hidden="true" />
          {t("page.badge")}
        </Badge>
        <h1 className="font-display text-4xl font-semibold tracking-tight">
          {tab === "login" ? t("page.loginTitle") : t("page.registerTitle")}
        </h1>
        <p className="mt-3 text-muted-foreground">{tab === "login" ? t("page.loginText") : t("page.registerText")}</p>

        {referralCode && (
          <div
            className="mt-6 flex items-start gap-3 rounded-2xl border border-accent/70 bg-accent/15 px-4 py-3 text-sm dark:border-accent/40 dark:bg-accent/10"
            data-testid="referral-invite"
          >
            <UserPlus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground dark:text-accent" />
            <p>
              <Trans
                t={t}
                i18nKey="page.invite"
                count={REFERRAL_SIGNUP_CREDITS}
                components={{ bold: <span className="font-semibold" /> }}
              />
            </p>
          </div>
        )}

        <Card className="mt-8 p-6 sm:p-8">
          <Tabs value={tab} onValueChange={(value) => setTab(value === "register" ? "register" : "login")}>
            <TabsList className="grid w-full grid-cols-2" aria-label={t("page.tabs")}>
              <TabsTrigger value="login">{t("page.login")}</TabsTrigger>
              <TabsTrigger value="register">{t("page.register")}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-7">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register" className="mt-7">
              <RegisterForm referralCode={referralCode} />
            </TabsContent>
          </Tabs>
        </Card>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          <Trans
            t={t}
            i18nKey="page.agreement"
            components={{
              terms: <Link href="/terms" className="font-medium text-foreground underline underline-offset-2" />,
              privacy: <Link href="/privacy" className="font-medium text-foreground underline underline-offset-2" />,
            }}
          />
        </p>
      </div>
    </div>
  );
}
