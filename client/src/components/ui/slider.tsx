import * as React from "react";
import * as SliderPrimitive from "@radix-ui/react-slider";
import { cn } from "@/lib/utils";

type SliderProps = Omit<
  React.ComponentProps<typeof SliderPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange"
> & {
  value: number;
  onValueChange: (value: number) => void;
  /** Names the control for assistive technology ("Seek", "Volume"). */
  label: string;
  /** How the value reads aloud ("0:12 of 0:31"); the number itself when absent. */
  valueText?: string;
  /** Classes of the filled part and the thumb, for controls over a video. */
  rangeClassName?: string;
};

/**
 * One value on a track: click or drag anywhere on it, arrows by `step`, Page Up/Down by ten steps, Home and End
 * (Radix Slider: keyboard, pointer capture and ARIA). The thumb carries the label.
 */
export function Slider({ value, onValueChange, label, valueText, className, rangeClassName, ...props }: SliderProps) {
  // Radix snaps End to the last whole step below the maximum (0:30 of a 0:31 video): End goes to the end.
  const toEnd = (event: React.KeyboardEvent<HTMLSpanElement>) => {
    props.onKeyDown?.(event);
    if (event.key !== "End" || props.max === undefined || props.disabled) return;
    event.preventDefault();
    onValueChange(props.max);
  };
  return (
    <SliderPrimitive.Root
      value={[value]}
      onValueChange={([next]) => next !== undefined && onValueChange(next)}
      className={cn("relative flex w-full touch-none select-none items-center", className)}
      {...props}
      onKeyDown={toEnd}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-white/30">
        <SliderPrimitive.Range className={cn("absolute h-full bg-white", rangeClassName)} />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-3.5 rounded-full bg-white shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      />
    </SliderPrimitive.Root>
  );
}
