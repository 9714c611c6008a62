import { useState } from "react";
import { Hash, Info, ShieldCheck, Wand2 } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { IconTile } from "@/components/ui/icon-tile";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EnhanceTool } from "../components/enhance-tool";
import { HashtagsTool } from "../components/hashtags-tool";
import { VerifyTool } from "../components/verify-tool";

// Each tab is labelled by the catalogue's `tools.<value>`.
const TOOLS = [
  { value: "enhance", icon: Wand2, Tool: EnhanceTool },
  { value: "verify", icon: ShieldCheck, Tool: VerifyTool },
  { value: "hashtags", icon: Hash, Tool: HashtagsTool },
] as const;

type ToolValue = (typeof TOOLS)[number]["value"];

function isTool(value: string): value is ToolValue {
  return TOOLS.some((tool) => tool.value === value);
}

/** /perplexity-tools, labelled "AI Tools" (content.md §2): enhance a story, check its facts, make its hashtags. */
export function AiToolsPage() {
  const { t } = useTranslation("ai-tools");
  const [tab, setTab] = useState<ToolValue>("enhance");

  return (
    <section aria-labelledby="ai-tools-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex items-start gap-4">
        <IconTile icon={Wand2} size="xl" className="hidden sm:flex" />
        <div className="min-w-0">
          <h1 id="ai-tools-title" className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("intro")}</p>
        </div>
      </div>

      <p className="mt-6 flex max-w-4xl items-start gap-3 rounded-2xl border border-border bg-card px-4 py-3 text-sm leading-relaxed text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <Trans t={t} i18nKey="howItWorks" components={{ bold: <span className="font-semibold text-foreground" /> }} />
        </span>
      </p>

      <Tabs value={tab} onValueChange={(value) => isTool(value) && setTab(value)} className="mt-8">
        <TabsList
          aria-label={t("tools.label")}
          className="grid h-auto w-full grid-cols-3 rounded-3xl sm:inline-grid sm:h-12 sm:w-auto sm:rounded-full"
        >
          {TOOLS.map(({ value, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="min-h-14 flex-col gap-1 whitespace-normal rounded-2xl px-1.5 py-2 text-center text-xs leading-tight sm:min-h-0 sm:flex-row sm:gap-2 sm:rounded-full sm:px-5 sm:py-0 sm:text-sm"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`tools.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        {TOOLS.map(({ value, Tool }) => (
          // Mounted throughout, so a story typed in one tool and its result are still there after a look at another.
          <TabsContent key={value} value={value} forceMount className="mt-6 data-[state=inactive]:hidden">
            <Tool />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
