import { useId } from 'react';
import { US_STATES } from '../../rules/us-states';
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
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">{emptyLabel}</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name} ({code})
          </option>
        ))}
      </select>
    </div>
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
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
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
    </div>
  );
}
