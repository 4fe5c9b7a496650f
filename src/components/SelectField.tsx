import { useId, type ReactNode } from 'react';
import { inputClass } from './ui';

/** A control with its label above it; `control` is given the id the label points at. */
export function LabelledField({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {control(id)}
    </div>
  );
}

/** A labelled select over a few choices, each a value and the words shown for it. */
export function SelectField<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly (readonly [value: T, text: string])[];
  onChange: (value: T) => void;
}) {
  return (
    <LabelledField
      label={label}
      control={(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className={inputClass}>
          {choices.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    />
  );
}
