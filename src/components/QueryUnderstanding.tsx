import { Link } from 'react-router';
import {
  appliedPlace,
  correctedQuery,
  placeLabel,
  suggestion,
  unappliedReason,
  withoutWords,
  wordFilterLabel,
  type Interpretation,
  type WordFilter,
} from '../api/search-interpretation';
import { pagePath } from '../../rules/page-paths';
import { FilterChip } from './FilterChip';
import { linkClass, mutedText } from './ui';

/**
 * The place the server recognised in the query and filtered by, as a chip ("in Memphis, TN ×"). Removing it
 * searches the other words everywhere: `searched` never holds the place's words, so the server finds no place in it.
 */
export function PlaceChip({
  interpretation,
  onSearch,
}: {
  interpretation: Interpretation | undefined;
  onSearch: (q: string) => void;
}) {
  const place = appliedPlace(interpretation);
  if (!place || !interpretation) return null;
  const label = placeLabel(place);
  return (
    <FilterChip label="Place" value={label} onRemove={() => onSearch(interpretation.searched)}>
      in <strong className="font-semibold">{label}</strong>
    </FilterChip>
  );
}

/**
 * Words of the query the server applied as a filter or an order ("cheap" as Price: $, "best" as Sorted by: rating),
 * as chips. Removing one searches the query without those words, so the server no longer reads them.
 */
export function WordFilterChips({
  typed,
  readings,
  onSearch,
}: {
  typed: string;
  /** The applied readings to show (`appliedWordFilters`, less any another chip stands for). */
  readings: WordFilter[];
  onSearch: (q: string) => void;
}) {
  return readings.map((reading) => {
    const { label, value } = wordFilterLabel(reading);
    return (
      <FilterChip
        key={reading.words}
        label={label}
        value={value}
        onRemove={() => onSearch(withoutWords(typed, reading.words))}
      >
        {label}: <strong className="font-semibold">{value}</strong>{' '}
        <span className="text-emerald-800 dark:text-emerald-200">(“{reading.words}”)</span>
      </FilterChip>
    );
  });
}

/**
 * How the server understood the query, in words a person reads at a glance: the corrected query and what was typed,
 * a cuisine the whole query was read as, a correction offered but not applied, and the words left out. Nothing when the query was searched as typed. (The
 * recognised place is a filter chip, not part of this line.) There is no "search exactly what you typed" link: the
 * server corrects a word only when the word as typed finds nothing (docs/api-decisions.md), so that search
 * would show an empty page.
 */
export function QueryUnderstanding({
  typed,
  interpretation,
  hrefFor,
  placeFiltered,
}: {
  typed: string;
  interpretation: Interpretation | undefined;
  /** The address of this page searching `q` instead. */
  hrefFor: (q: string) => string;
  /** The person set a city or state filter themselves (which wins over a place in the query). */
  placeFiltered: boolean;
}) {
  const corrected = correctedQuery(interpretation);
  const offered = suggestion(typed, interpretation);
  const dropped = interpretation?.dropped ?? [];
  const place = interpretation?.place;
  // A place read in the query but not applied, with no filter of the person's own: say the search went wider.
  const unapplied = place && !place.applied && !placeFiltered ? placeLabel(place) : '';
  const unheeded = interpretation?.filters.filter((reading) => !reading.applied) ?? [];
  // The query as a whole read as a cuisine ("thai food"): say so, and which words were not required of a hit.
  const cuisine = interpretation?.reading;
  if (!corrected && !offered && !cuisine && dropped.length === 0 && !unapplied && unheeded.length === 0) return null;

  return (
    <div className="space-y-1 text-sm" data-testid="query-understanding">
      {corrected && (
        <p>
          Showing results for{' '}
          {corrected.map((word, index) => (
            <span key={index}>
              {index > 0 && ' '}
              {word.corrected ? <strong className="font-semibold italic">{word.text}</strong> : word.text}
            </span>
          ))}{' '}
          <span className={mutedText}>
            (searched <span className="italic">{typed}</span>)
          </span>
        </p>
      )}
      {cuisine && (
        <p data-testid="query-reading">
          Read as the cuisine <strong className="font-semibold">{cuisine.label}</strong>
          {cuisine.ignored.length > 0 && (
            <span className={mutedText}> ({cuisine.ignored.map((word) => `“${word}”`).join(', ')} not required)</span>
          )}
        </p>
      )}
      {offered && (
        <p>
          Did you mean{' '}
          <Link className={`${linkClass} italic`} to={hrefFor(offered)}>
            {offered}
          </Link>
          ?
        </p>
      )}
      {unapplied && <p className={mutedText}>Searched everywhere, not only in {unapplied}.</p>}
      {unheeded.map((reading) => (
        <p key={reading.words} className={mutedText}>
          {unappliedReason(reading)}
          {reading.filter === 'price' && (
            // A dish's price is what the words ask about: the same words on the dish search apply it.
            <>
              {' '}
              <Link className={linkClass} to={pagePath.dishSearch({ q: typed })}>
                Search dishes for “{typed}”
              </Link>
            </>
          )}
        </p>
      ))}
      {dropped.length > 0 && (
        <p className={mutedText}>
          Without: <s>{dropped.join(', ')}</s>
          <span className="sr-only"> (these words were not required)</span>
        </p>
      )}
    </div>
  );
}
