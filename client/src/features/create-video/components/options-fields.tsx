import { Controller, type Control, type UseFormSetValue } from "react-hook-form";
import { PLATFORM_ASPECT_RATIOS, type VideoOptions } from "@common/video-options";
import {
  ASPECT_RATIO_CHOICES,
  CHARACTER_CHOICES,
  DURATION_CHOICES,
  GENRE_CHOICES,
  MOOD_CHOICES,
  PLATFORM_CHOICES,
  PLOT_CHOICES,
  STYLE_CHOICES,
} from "../lib/option-labels";
import { ChoiceGroup } from "./choice-group";
import { OptionsSection } from "./options-section";
import { ToggleRow } from "./toggle-row";

type OptionsFieldsProps = {
  control: Control<VideoOptions>;
  setValue: UseFormSetValue<VideoOptions>;
};

const TOGGLES = [
  { name: "includeCaption", label: "Captions", description: "Show the words on screen as they are spoken." },
  { name: "enhanceNarrative", label: "Enhance the narrative", description: "Tighten the story and give it a stronger arc." },
  { name: "addDetails", label: "Add vivid details", description: "Bring in sights and sounds that make scenes come alive." },
  { name: "optimizeForTrends", label: "Optimize for trends", description: "A faster opening hook and hashtags people search for." },
] as const;

/** Every option of core.md §9, grouped the way a person thinks about them. */
export function OptionsFields({ control, setValue }: OptionsFieldsProps) {
  return (
    <div className="flex flex-col gap-6">
      <OptionsSection id="options-look" title="Look and length">
        <Controller
          control={control}
          name="style"
          render={({ field }) => (
            <ChoiceGroup id="style" label="Visual style" choices={STYLE_CHOICES} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <ChoiceGroup
              id="duration"
              label="Length"
              choices={DURATION_CHOICES}
              value={field.value}
              onChange={field.onChange}
              columns="grid-cols-3"
            />
          )}
        />
      </OptionsSection>

      <OptionsSection id="options-story" title="Story">
        <Controller
          control={control}
          name="genre"
          render={({ field }) => (
            <ChoiceGroup id="genre" label="Genre" variant="chips" choices={GENRE_CHOICES} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="mood"
          render={({ field }) => (
            <ChoiceGroup id="mood" label="Mood" variant="chips" choices={MOOD_CHOICES} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="plotType"
          render={({ field }) => (
            <ChoiceGroup
              id="plot"
              label="How the story unfolds"
              choices={PLOT_CHOICES}
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
              label="Who's in it"
              choices={CHARACTER_CHOICES}
              value={field.value}
              onChange={field.onChange}
              columns="grid-cols-1 sm:grid-cols-3"
            />
          )}
        />
      </OptionsSection>

      <OptionsSection id="options-platform" title="Platform and shape">
        <Controller
          control={control}
          name="socialPlatform"
          render={({ field }) => (
            <ChoiceGroup
              id="platform"
              label="Where you'll post it"
              hint="TikTok and Instagram switch the shape to 9:16, YouTube to 16:9."
              choices={PLATFORM_CHOICES}
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
              label="Shape"
              choices={ASPECT_RATIO_CHOICES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </OptionsSection>

      <OptionsSection id="options-extras" title="Finishing touches">
        <div className="grid gap-3 sm:grid-cols-2">
          {TOGGLES.map(({ name, label, description }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <ToggleRow id={`toggle-${name}`} label={label} description={description} checked={field.value} onChange={field.onChange} />
              )}
            />
          ))}
        </div>
      </OptionsSection>
    </div>
  );
}
