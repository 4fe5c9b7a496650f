import { useId, useState, type FormEvent } from 'react';
import { StateSelect } from './StateSelect';
import { buttonClass, inputClass } from './ui';
import type { CityRef } from '../lib/url-state';
import { CITY_NAME_LENGTH } from '../../rules/limits';

/**
 * A state and a city name: opens a dashboard, or adds a city to a comparison (the stats pages, the Dish prices page).
 * Whether the city exists is for the API to say.
 */
export function CityPicker({
  onPick,
  submitLabel,
  stateLabel,
  disabled,
  initialState = '',
}: {
  onPick: (city: CityRef) => void;
  submitLabel: string;
  /** The state select's name, when "State" alone would be taken by another select on the page. */
  stateLabel?: string;
  disabled?: boolean;
  initialState?: string;
}) {
  const [state, setState] = useState(initialState);
  const [city, setCity] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cityId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state || !city.trim()) {
      setProblem('Choose a state and type a city name.');
      return;
    }
    setProblem(null);
    onPick({ state, city: city.trim() });
    setCity('');
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
      <StateSelect value={state} onChange={setState} label={stateLabel} emptyLabel="Choose a state" />
      <div className="space-y-1">
        <label htmlFor={cityId} className="block text-sm font-medium">
          City
        </label>
        <input
          id={cityId}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          placeholder="e.g. Austin"
          className={inputClass}
          autoComplete="off"
          maxLength={CITY_NAME_LENGTH.max}
        />
      </div>
      <button type="submit" className={buttonClass('primary')} disabled={disabled}>
        {submitLabel}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-red-800 sm:col-span-3 dark:text-red-300">
          {problem}
        </p>
      )}
    </form>
  );
}
