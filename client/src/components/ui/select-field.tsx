import { Label } from "./label";
import { NativeSelect } from "./native-select";

type SelectFieldProps<T extends string> = {
  id: string;
  label: string;
  /** The values to pick from, in order. */
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** What a value reads as in the list. */
  optionLabel: (value: T) => string;
  /** Shown under the select and announced with it. */
  hint?: string;
};

/** Label + the browser's own select over a fixed list of values, with an optional hint. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { id, label, values, value, onChange, optionLabel, hint } = props;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const picked = values.find((known) => known === event.target.value);
          if (picked !== undefined) onChange(picked);
        }}
        aria-describedby={hint ? hintId : undefined}
      >
        {values.map((known) => (
          <option key={known} value={known}>
            {optionLabel(known)}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
