import type { TFunction } from "i18next";
import { Controller, type Control, type UseFormSetValue } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PLATFORM_ASPECT_RATIOS, type VideoOptions } from "@common/video-options";
import {
  aspectRatioChoices,
  characterChoices,
  durationChoices,
  genreChoices,
  moodChoices,
  platformChoices,
  plotChoices,
  styleChoices,
  type Choice,
} from "../lib/option-labels";
import { ChoiceGroup } from "./choice-group";
import { OptionsSection } from "./options-section";
import { ToggleRow } from "./toggle-row";

type OptionsFieldsProps = {
  control: Control<VideoOptions>;
  setValue: UseFormSetValue<VideoOptions>;
};

/** One option picked from a list: its form field, the group's id and its label under `options.fields.<label>`. */
type ChoiceField = {
  name: "style" | "duration" | "genre" | "mood" | "plotType" | "characterCount" | "socialPlatform" | "aspectRatio";
  id: string;
  label: "style" | "duration" | "genre" | "mood" | "plot" | "characters" | "platform" | "aspectRatio";
  choices: (t: TFunction<"create-video">) => Choice<string>[];
  hint?: "platformHint";
  variant?: "chips";
  columns?: string;
};

/** The options picked from a list, by section (the section's title is under `options.sections.<section>`). */
const CHOICE_SECTIONS: { section: "look" | "story" | "platform"; fields: ChoiceField[] }[] = [
  {
    section: "look",
    fields: [
      { name: "style", id: "style", label: "style", choices: styleChoices },
      { name: "duration", id: "duration", label: "duration", choices: durationChoices, columns: "grid-cols-3" },
    ],
  },
  {
    section: "story",
    fields: [
      { name: "genre", id: "genre", label: "genre", choices: genreChoices, variant: "chips" },
      { name: "mood", id: "mood", label: "mood", choices: moodChoices, variant: "chips" },
      { name: "plotType", id: "plot", label: "plot", choices: plotChoices },
      {
        name: "characterCount",
        id: "characters",
        label: "characters",
        choices: characterChoices,
        columns: "grid-cols-1 sm:grid-cols-3",
      },
    ],
  },
  {
    section: "platform",
    fields: [
      {
        name: "socialPlatform",
        id: "platform",
        label: "platform",
        choices: platformChoices,
        hint: "platformHint",
        columns: "grid-cols-2 sm:grid-cols-3",
      },
      { name: "aspectRatio", id: "aspect-ratio", label: "aspectRatio", choices: aspectRatioChoices },
    ],
  },
];

/** The on/off options; each one's label and description are under `options.toggles.<name>`. */
const TOGGLES = ["includeCaption", "enhanceNarrative", "addDetails", "optimizeForTrends"] as const;

/** Every option of core.md §9, grouped the way a person thinks about them. */
export function OptionsFields({ control, setValue }: OptionsFieldsProps) {
  const { t } = useTranslation("create-video");

  /** Picking a platform also picks its usual aspect ratio. */
  const onPicked = (name: ChoiceField["name"], value: string) => {
    if (name !== "socialPlatform") return;
    const ratio = PLATFORM_ASPECT_RATIOS[value as VideoOptions["socialPlatform"]];
    if (ratio) setValue("aspectRatio", ratio, { shouldDirty: true });
  };

  return (
    <div className="flex flex-col gap-6">
      {CHOICE_SECTIONS.map(({ section, fields }) => (
        <OptionsSection key={section} id={`options-${section}`} title={t(`options.sections.${section}`)}>
          {fields.map(({ name, id, label, choices, hint, variant, columns }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <ChoiceGroup
                  id={id}
                  label={t(`options.fields.${label}`)}
                  hint={hint && t(`options.fields.${hint}`)}
                  variant={variant}
                  choices={choices(t)}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    onPicked(name, value);
                  }}
                  columns={columns}
                />
              )}
            />
          ))}
        </OptionsSection>
      ))}

      <OptionsSection id="options-extras" title={t("options.sections.extras")}>
        <div className="grid gap-3 sm:grid-cols-2">
          {TOGGLES.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <ToggleRow
                  id={`toggle-${name}`}
                  label={t(`options.toggles.${name}.label`)}
                  description={t(`options.toggles.${name}.description`)}
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </OptionsSection>
    </div>
  );
}
