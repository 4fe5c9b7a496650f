import { US_STATES } from '../../rules/us-states';
import { LabelledField, SelectField } from './SelectField';
import { inputClass } from './ui';

export function StateSelect({
  value,
  onChange,
  label = 'State',
  emptyLabel = 'Any state',
}: {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  emptyLabel?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      choices={[['', emptyLabel], ...US_STATES.map(([code, name]) => [code, `${name} (${code})`] as const)]}
      onChange={onChange}
    />
  );
}

export function TextFilter({
  label,
  value,
  onChange,
  onCommit,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  placeholder?: string;
}) {
  return (
    <LabelledField
      label={label}
      control={(id) => (
        <input
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onCommit();
          }}
          onBlur={onCommit}
          autoComplete="off"
          className={inputClass}
        />
      )}
    />
  );
}
