import { isCancelledError, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cityCandidatesOptions, didYouMean, resolveTyped, splitTyped, type CityCandidate } from '../api/city-lookup';
import { formatCount } from '../lib/money';
import type { CityRef } from '../lib/url-state';
import { useSettled } from '../lib/use-settled';
import { FEW_ITEMS } from '../../rules/dish-matrix';
import { SearchField, type SuggestionOption } from './SearchField';
import { StateSelect } from './StateSelect';
import { buttonClass, mutedText } from './ui';

/** Long enough to skip the letters of a fast typist, short enough to feel immediate. */
const SUGGEST_DELAY_MS = 150;

/** "693 restaurants", and a warning beside a city too small for its figures to be more than rough. */
function candidateDetail(c: CityCandidate): string {
  const count = `${formatCount(c.restaurants)} ${c.restaurants === 1 ? 'restaurant' : 'restaurants'}`;
  return c.restaurants < FEW_ITEMS ? `${count} · few: rough figures` : count;
}

const label = (c: CityCandidate) => `${c.city}, ${c.state}`;

type Outcome = { choose: CityCandidate[]; note: string } | { problem: string } | null;

/**
 * A city, found by its name in every state (or in one, when a state is chosen): while a name is typed the API's
 * places of that name are offered with their state and restaurants ("Portland, OR · 693", "Portland, TX · 10 · few");
 * a name shared by several cities asks which; a name no city has offers what it may mean ("austn": Austin, TX).
 * Opens a dashboard, or adds a city to a comparison.
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
  /** A state to search first (the page's own); the picker's select can widen it to every state. */
  initialState?: string;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialState);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const settled = useSettled(typed, SUGGEST_DELAY_MS);
  const candidates = useQuery({ ...cityCandidatesOptions(settled, state), enabled: open && settled.trim() !== '' });
  const shown = open && typed.trim() !== '' ? (candidates.data ?? []) : [];
  const options: SuggestionOption[] = shown.map((c) => ({
    key: `${c.state}/${c.city}`,
    label: label(c),
    detail: candidateDetail(c),
  }));

  /** `submitted`: the text a lookup was for; a box typed into again while it was under way keeps the new text. */
  const pick = (c: CityCandidate, submitted?: string) => {
    setTyped((current) => (submitted === undefined || current === submitted ? '' : current));
    setOpen(false);
    setOutcome(null);
    onPick({ state: c.state, city: c.city });
  };
  const submit = async () => {
    if (disabled || busy) return;
    if (!typed.trim()) {
      setOutcome({ problem: 'Type a city name.' });
      return;
    }
    setOpen(false);
    setBusy(true);
    try {
      // The same lookup as the box's suggestions, which typing on drops, and with them a lookup still under way:
      // asked again then, it is this one's own.
      const lookUp = () => queryClient.fetchQuery(cityCandidatesOptions(typed, state));
      const candidates = await lookUp().catch((error: unknown) =>
        isCancelledError(error) ? lookUp() : Promise.reject(error),
      );
      const found = resolveTyped(typed, state, candidates);
      if ('pick' in found) return pick(found.pick, typed);
      const { city } = splitTyped(typed);
      if ('choose' in found) return setOutcome({ choose: found.choose, note: `Which ${city}?` });
      const meant = await didYouMean(typed, state);
      setOutcome(
        meant.length > 0
          ? { choose: meant, note: `No city named “${city}”. Did you mean:` }
          : { problem: `No city named “${city}”${state ? ` in ${state}` : ''}. Check the spelling.` },
      );
    } catch (error) {
      setOutcome({ problem: error instanceof Error ? error.message : 'The city could not be looked up.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
        <StateSelect value={state} onChange={setState} label={stateLabel} emptyLabel="Any state" />
        <SearchField
          label="City"
          value={typed}
          onChange={(text) => {
            setTyped(text);
            setOpen(true);
            setOutcome(null);
          }}
          onSubmit={() => void submit()}
          placeholder="e.g. Portland"
          hint={`Every state is searched unless one is chosen; a city under ${FEW_ITEMS} restaurants is marked: its figures are rough.`}
          suggestions={options}
          onPick={(option) => {
            const c = shown.find((s) => `${s.state}/${s.city}` === option.key);
            if (c) pick(c);
          }}
          onDismiss={() => setOpen(false)}
          submitLabel={submitLabel}
          submitDisabled={disabled || busy}
          stackOnPhone
        />
      </div>
      {outcome && 'problem' in outcome && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {outcome.problem}
        </p>
      )}
      {outcome && 'choose' in outcome && (
        <div role="status" className="space-y-2">
          <p className="text-sm font-medium">{outcome.note}</p>
          <ul aria-label="Cities to choose from" className="flex flex-wrap gap-2">
            {outcome.choose.map((c) => (
              <li key={`${c.state}/${c.city}`}>
                <button type="button" className={`${buttonClass('secondary', 'sm')} text-left`} onClick={() => pick(c)}>
                  {/* One run of text, so a phone wraps it as a line of words, not as two columns. */}
                  <span>
                    {label(c)}
                    {c.restaurants > 0 && <span className={`font-normal ${mutedText}`}> · {candidateDetail(c)}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
