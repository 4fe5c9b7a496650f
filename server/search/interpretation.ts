/**
 * How a query was understood, in the API's terms (docs/api-decisions.md, "Search interpretation"), so a client can
 * show what was searched and undo it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { UNAPPLIED_REASONS } from './filter-words.ts';
import { correctionOf, searchedText } from './searched-text.ts';
import { type AnalysedQuery, type QueryAnalysis, type QueryUnit } from './units.ts';
import { type UnitSet } from './unit-sets.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const SearchInterpretationSchema = Type.Object(
  {
    searched: Type.String({ description: 'The words actually searched, after corrections and drops, in query order.' }),
    corrections: Type.Array(
      Type.Object(
        {
          from: Type.String(),
          to: Type.String(),
          kind: Type.Union([Type.Literal('typo'), Type.Literal('plural'), Type.Literal('variant')]),
        },
        { additionalProperties: false },
      ),
    ),
    dropped: Type.Array(Type.String(), {
      description:
        'Query words left out: generic words ("best", "restaurants") when other words say what is wanted, and words that found too little.',
    }),
    place: Nullable(
      Type.Object(
        { city: Nullable(Type.String()), state: Nullable(Type.String()), applied: Type.Boolean() },
        { additionalProperties: false, description: 'A place recognised inside q; applied = used as a filter.' },
      ),
    ),
    did_you_mean: Nullable(
      Type.String({ description: 'A full corrected query when a correction changed the results.' }),
    ),
    filters: Type.Array(
      Type.Object(
        {
          words: Type.String({ description: 'The words of q, as analysed.' }),
          filter: Type.String({ description: 'The request field they stand for, or sort.' }),
          value: Type.Unknown({ description: 'The value taken, as the field would hold it.' }),
          applied: Type.Boolean({
            description: 'false when it could not be honoured; `reason` says why.',
          }),
          reason: Type.Union([...UNAPPLIED_REASONS.map((reason) => Type.Literal(reason)), Type.Null()], {
            description:
              'Why it was not applied (null when it was): request_field, the request set that field itself; ' +
              'needs_near, "near me" without `near`; dishes_only, a dish price on the restaurant search; ' +
              'nothing_matches, a price in words that left no results, so the search went on without it.',
          }),
        },
        { additionalProperties: false },
      ),
      { description: 'Words of q that state a filter or an order, taken as that instead of being searched.' },
    ),
    reading: Type.Optional(
      Type.Object(
        {
          as: Type.Literal('cuisine'),
          cuisine: Type.String({ description: "The cuisine's slug, applied as the cuisine filter." }),
          label: Type.String({ description: "The cuisine's label, as the catalog shows it." }),
          words: Type.String({ description: 'The words of q that name it.' }),
          ignored: Type.Array(Type.String(), {
            description: 'Generic words beside it ("food", "restaurants", "dinner"), not required of a hit.',
          }),
          also: Nullable(
            Type.Object(
              {
                as: Type.Literal('words'),
                q: Type.String({ description: 'The words to search, as words, for the other reading.' }),
              },
              {
                additionalProperties: false,
                description: 'Another plausible reading a client may offer: a restaurant name holds all the words.',
              },
            ),
          ),
        },
        {
          additionalProperties: false,
          description:
            'How q as a whole was read when it was more than its words: a cuisine and generic words ("thai food") ' +
            'search restaurants of that cuisine (on items, their dishes) instead of requiring every word literally.',
        },
      ),
    ),
  },
  { $id: 'SearchInterpretation', additionalProperties: false },
);

export type SearchInterpretation = Static<typeof SearchInterpretationSchema>;

/**
 * What was searched. `searched` is the last unit set, the words every hit holds; the corrections are those of the
 * first set that matched anything, since its hits come first (a word corrected and later dropped still shaped the
 * top of the list).
 */
export function interpret(
  analysed: AnalysedQuery,
  analysis: QueryAnalysis,
  sets: readonly UnitSet[],
  dropped: readonly QueryUnit[],
  place: SearchInterpretation['place'],
  filters: SearchInterpretation['filters'],
): SearchInterpretation {
  const kept = sets.at(-1)!.units;
  const corrected = sets.find((set) => set.matches > 0)?.units ?? kept;
  const corrections = corrected.map(correctionOf).filter((correction) => correction !== null);
  const typos = new Map(corrections.filter(({ kind }) => kind === 'typo').map(({ from, to }) => [from, to]));
  const position = (word: string) => analysis.tokens.indexOf(word);
  const left = [...analysis.unmatched, ...dropped.map((unit) => unit.text)];
  return {
    searched: searchedText(analysis, kept),
    corrections,
    dropped: left.sort((a, b) => position(a) - position(b)),
    place,
    did_you_mean: typos.size === 0 ? null : analysed.tokens.map((token) => typos.get(token) ?? token).join(' '),
    filters,
  };
}
