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
} from "../lib/option-labels";
import { ChoiceGroup } from "./choice-group";
import { OptionsSection } from "./options-section";
import { ToggleRow } from "./toggle-row";

type OptionsFieldsProps = {
  control: Control<VideoOptions>;
  setValue: UseFormSetValue<VideoOptions>;
};

/** The on/off options; each one's label and description are under `options.toggles.<name>`. */
const TOGGLES = ["includeCaption", "enhanceNarrative", "addDetails", "optimizeForTrends"] as const;

/** Every option of core.md §9, grouped the way a person thinks about them. */
export function OptionsFields({ control, setValue }: OptionsFieldsProps) {
  const { t } = useTranslation("create-video");
  return (
    <div className="flex flex-col gap-6">
      <OptionsSection id="options-look" title={t("options.sections.look")}>
        <Controller
          control={control}
          name="style"
          render={({ field }) => (
            <ChoiceGroup
              id="style"
              label={t("options.fields.style")}
              choices={styleChoices(t)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <ChoiceGroup
              id="duration"
              label={t("options.fields.duration")}
              choices={durationChoices(t)}
              value={field.value}
              onChange={field.onChange}
              columns="grid-cols-3"
            />
          )}
        />
      </OptionsSection>

      <OptionsSection id="options-story" title={t("options.sections.story")}>
        <Controller
          control={control}
          name="genre"
          render={({ field }) => (
            <ChoiceGroup
              id="genre"
              label={t("options.fields.genre")}
              variant="chips"
              choices={genreChoices(t)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="mood"
          render={({ field }) => (
            <ChoiceGroup
              id="mood"
              label={t("options.fields.mood")}
              variant="chips"
              choices={moodChoices(t)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="plotType"
          render={({ field }) => (
            <ChoiceGroup
              id="plot"
              label={t("options.fields.plot")}
              choices={plotChoices(t)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="characterCount"
          render={({ field }) => (
            <ChoiceGroup
              id="characters"
              label={t("options.fields.characters")}
              choices={characterChoices(t)}
              value={field.value}
              onChange={field.onChange}
              columns="grid-cols-1 sm:grid-cols-3"
            />
          )}
        />
      </OptionsSection>

      <OptionsSection id="options-platform" title={t("options.sections.platform")}>
        <Controller
          control={control}
          name="socialPlatform"
          render={({ field }) => (
            <ChoiceGroup
              id="platform"
              label={t("options.fields.platform")}
              hint={t("options.fields.platformHint")}
              choices={platformChoices(t)}
              value={field.value}
              onChange={(platform) => {
                field.onChange(platform);
                const ratio = PLATFORM_ASPECT_RATIOS[platform];
                if (ratio) setValue("aspectRatio", ratio, { shouldDirty: true });
              }}
              columns="grid-cols-2 sm:grid-cols-3"
            />
          )}
        />
        <Controller
          control={control}
          name="aspectRatio"
          render={({ field }) => (
            <ChoiceGroup
              id="aspect-ratio"
              label={t("options.fields.aspectRatio")}
              choices={aspectRatioChoices(t)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </OptionsSection>

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
