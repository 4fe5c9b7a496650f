import { withoutWords, type Interpretation } from '../../api/search-interpretation';
import { FilterChip } from '../FilterChip';
import { PlaceChip, WordFilterChips } from '../QueryUnderstanding';
import { buttonClass } from '../ui';
import { chipCount, type ActiveChips } from './active-chips';
import type { FilterPatch } from './use-search-filters';

/**
 * Every filter that narrows the results, as removable chips: the place and the filter words the server read in the
 * query (removing one searches again without its words), the ones chosen in the panel, and "Clear all".
 */
export function ActiveFilters({
  chips,
  typed,
  interpretation,
  onChange,
  onClearAll,
}: {
  chips: ActiveChips;
  /** The query as the server received it, for removing the words of a chip. */
  typed: string;
  interpretation: Interpretation | undefined;
  onChange: (patch: FilterPatch) => void;
  onClearAll: (q: string) => void;
}) {
  const count = chipCount(chips);
  if (count === 0) return null;
  const searchText = (q: string) => onChange({ q });
  const withoutAnyWords = chips.words.reduce((q, reading) => withoutWords(q, reading.words), typed);
  const withoutPlace = chips.place && interpretation ? interpretation.searched : withoutAnyWords;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        <PlaceChip interpretation={interpretation} onSearch={searchText} />
        <WordFilterChips typed={typed} readings={chips.words} onSearch={searchText} />
        {chips.chosen.map((chip) => (
          <FilterChip key={chip.key} label={chip.label} value={chip.value} onRemove={() => onChange(chip.patch)} />
        ))}
      </ul>
      {count > 1 && (
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => onClearAll(withoutPlace)}>
          Clear all
        </button>
      )}
    </div>
  );
}
