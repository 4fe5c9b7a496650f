/** How the units searched read back to a person: what each was corrected to, and the words actually searched. */
import { CONNECTING_WORDS } from './connecting-words.ts';
import type { QueryAnalysis, QueryUnit } from './units.ts';

/** What a unit was corrected to: its cheapest alternative, when the words as typed match nothing. */
export function correctionOf(
  unit: QueryUnit,
): { from: string; to: string; kind: 'typo' | 'plural' | 'variant' } | null {
  const best = unit.alternatives[0]!;
  if (best.kind === 'exact' || best.kind === 'prefix') return null;
  const kind =
    best.kind === 'joined' ? 'variant' : best.kind === 'respelled' || best.kind === 'rare' ? 'typo' : best.kind;
  return { from: unit.text, to: best.tokens.join(' '), kind };
}

/**
 * The words actually searched, in query order: each kept unit as corrected, and connecting words only between
 * two kept units ("fish and chips", but not a trailing "in").
 */
export function searchedText(analysis: QueryAnalysis, kept: readonly QueryUnit[]): string {
  const at = new Map(kept.map((unit) => [unit.start, unit]));
  const covered = new Set(analysis.units.flatMap((unit) => range(unit.start, unit.end)));
  const out: string[] = [];
  let pending: string[] = [];
  for (let index = 0; index < analysis.tokens.length; index += 1) {
    const unit = at.get(index);
    if (unit) {
      if (out.length > 0) out.push(...pending);
      pending = [];
      out.push(correctionOf(unit)?.to ?? unit.text);
    } else if (!covered.has(index) && CONNECTING_WORDS.has(analysis.tokens[index]!)) {
      pending.push(analysis.tokens[index]!);
    }
  }
  return out.join(' ');
}

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);
