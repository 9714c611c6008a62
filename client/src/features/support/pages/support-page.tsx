import { BookOpen, Clock, Mail, MessageCircleQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { IconTile } from "@/components/ui/icon-tile";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { openHelpCenter } from "@/lib/help-center";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ContactForm } from "../components/contact-form";
import { FaqList } from "../components/faq-list";
import { ResourceLinks } from "../components/resource-links";
import { isSupportTab, SUPPORT_TABS, supportPathForTab, supportTabFromHash } from "../lib/support-tabs";
import { useLocationHash } from "../lib/use-location-hash";

/** /support (content.md §2): FAQ, Contact Us and Resources tabs; the address hash picks the tab. */
export function SupportPage() {
  const { t } = useTranslation("support");
  const [, navigate] = useLocation();
  const tab = supportTabFromHash(useLocationHash());

  return (
    <section aria-labelledby="support-title" className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex items-start gap-4">
        <IconTile icon={MessageCircleQuestion} size="xl" className="hidden sm:flex" />
        <div>
          <h1 id="support-title" className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t("intro")}</p>
          <Button variant="outline" className="mt-5" onClick={() => openHelpCenter()}>
            <BookOpen aria-hidden="true" />
            {t("help-center:open")}
          </Button>
        </div>
      </div>

      <Tabs
        value={tab}
        // The tab lives in the address, so a link to /support#contact, Back and Forward all pick it.
        onValueChange={(value) => isSupportTab(value) && navigate(supportPathForTab(value), { replace: true })}
        className="mt-10"
      >
        <TabsList aria-label={t("topics")} className="grid w-full grid-cols-3 sm:inline-grid sm:w-auto">
          {SUPPORT_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="px-2 sm:px-6">
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="faq" className="mt-8">
          <h2 className="sr-only">{t("faq.title")}</h2>
          <FaqList />
        </TabsContent>

        <TabsContent value="contact" className="mt-8">
          <div className="grid gap-6 lg:grid-cols-[1.7fr_1fr]">
            <Card className="p-5 sm:p-8">
              <h2 className="font-display text-2xl font-semibold">{t("tabs.contact")}</h2>
              <p className="mt-2 text-muted-foreground">{t("contact.intro")}</p>
              <div className="mt-6">
                <ContactForm />
              </div>
            </Card>
            <aside aria-label={t("contact.details")} className="flex flex-col gap-4">
              <Card className="flex items-start gap-4 p-6">
                <IconTile icon={Clock} tone="accent-soft" size="md" className="rounded-xl" />
                <div>
                  <h3 className="font-semibold">{t("contact.hours")}</h3>
                  <p className="mt-1 text-2xl font-semibold tracking-tight">{t("contact.hoursValue")}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{t("contact.hoursNote")}</p>
                </div>
              </Card>
              <Card className="flex items-start gap-4 p-6">
                <IconTile icon={Mail} size="md" className="rounded-xl" />
                <div className="min-w-0">
                  <h3 className="font-semibold">{t("contact.byEmail")}</h3>
                  <a
                    href="mailto:support@storybites.app"
                    className="mt-1 inline-block break-all rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    support@storybites.app
                  </a>
                  <p className="mt-1 text-sm text-muted-foreground">{t("contact.byEmailNote")}</p>
                </div>
              </Card>
            </aside>
          </div>
        </TabsContent>

        <TabsContent value="resources" className="mt-8">
          <ResourceLinks />
        </TabsContent>
      </Tabs>
    </section>
  );
}
