/**
 * Reading the API's `meta.interpretation` (docs/api-decisions.md): what to highlight, what to tell
 * the person about their query, and what to search when they undo a part of it.
 */
import type { components } from './schema';
import { queryTerms } from '../lib/highlight';
import { stateName } from '../../rules/us-states';

export type Interpretation = components['schemas']['SearchInterpretation'];
type Place = NonNullable<Interpretation['place']>;

/**
 * The text highlighting should follow: the words the server searched (corrected, without dropped or place words),
 * plus the city it filtered by, which the results show in their addresses. Without an interpretation, what was
 * typed.
 */
export function highlightQuery(typed: string, interpretation: Interpretation | undefined): string {
  if (!interpretation) return typed;
  const city = interpretation.place?.applied ? (interpretation.place.city ?? '') : '';
  // The place goes first: the last word is matched as a prefix, and that belongs to what was being typed.
  return `${city} ${interpretation.searched}`.trim();
}

/** "Memphis, TN", or "Texas" for a state alone. */
export function placeLabel(place: Place): string {
  if (place.city && place.state) return `${place.city}, ${place.state}`;
  if (place.city) return place.city;
  return place.state ? (stateName(place.state) ?? place.state) : '';
}

export interface SearchedWord {
  text: string;
  /** The server changed this word from what was typed (typo, plural or variant). */
  corrected: boolean;
}

/**
 * The searched words, each marked when a correction produced it, or null when nothing was corrected (the query
 * was searched as typed, give or take dropped and place words).
 */
export function correctedQuery(interpretation: Interpretation | undefined): SearchedWord[] | null {
  if (!interpretation || interpretation.corrections.length === 0) return null;
  const produced = new Set(interpretation.corrections.flatMap((c) => queryTerms(c.to)));
  return queryTerms(interpretation.searched).map((text) => ({ text, corrected: produced.has(text) }));
}

/** A place the server recognised in q and filtered by: the chip a person can remove. */
export function appliedPlace(interpretation: Interpretation | undefined): Place | null {
  return interpretation?.place?.applied ? interpretation.place : null;
}

/**
 * A correction the server offers without having applied it (`did_you_mean` while the words were searched as typed),
 * to show as a link; null when there is none or it says what was typed.
 */
export function suggestion(typed: string, interpretation: Interpretation | undefined): string | null {
  const offered = interpretation?.did_you_mean;
  if (!offered || interpretation.corrections.length > 0) return null;
  return queryTerms(offered).join(' ') === queryTerms(typed).join(' ') ? null : offered;
}
