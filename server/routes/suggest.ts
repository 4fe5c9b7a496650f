/** POST /v1/suggest: suggestions while a person types, billed once per typed search through a session. */
import { Type } from '@sinclair/typebox';
import { FILTER_FIELDS } from '../search/fields.ts';
import { MAX_QUERY_LENGTH, NEAR_RADIUS_M } from '../../rules/limits.ts';
import { SUGGEST_LIMIT, SUGGEST_SESSION } from '../../rules/suggest-limits.ts';
import { errorResponses, queryBodyOptions, searchText, usState } from './common.ts';
import { fieldSelection, fieldsBodyField, selectFields } from './field-selection.ts';
import type { DataRoutes } from './types.ts';

/** What a suggestion is, kept whatever fields are selected. */
const SUGGESTION_ID = ['kind', 'text'] as const;

const SuggestSessionField = Type.String({
  minLength: SUGGEST_SESSION.minLength,
  maxLength: SUGGEST_SESSION.maxLength,
  description:
    'Your id for one typed search. Suggest calls with a session are not counted; send the same value as the ' +
    'Suggest-Session header on the search or lookup that ends it, which counts once as usual. A session not ended ' +
    `within ${SUGGEST_SESSION.lifetimeMs / 60_000} minutes, or past ${SUGGEST_SESSION.maxCalls} suggest calls, counts ` +
    'one request and a new one begins. Without a session every suggest call counts.',
  examples: ['a3f9c2e1-typed'],
});

const SuggestionSchema = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('restaurant'),
      Type.Literal('dish'),
      Type.Literal('cuisine'),
      Type.Literal('place'),
    ]),
    text: Type.String({ description: 'What to show, and what to search for when it is picked.' }),
    restaurant_id: Type.Optional(Type.String({ description: 'Restaurants: the restaurant.' })),
    cuisine: Type.Optional(Type.String({ description: "Cuisines: the slug a search's cuisines filter takes." })),
    city: Type.Optional(Type.String({ description: 'Restaurants and places: the city.' })),
    state: Type.Optional(Type.String({ description: 'Restaurants and places: the state code.' })),
    count: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'Dishes: restaurants serving it (nationally); cuisines: its restaurants (in state when given); places: ' +
          'restaurants there.',
      }),
    ),
    median_price: Type.Optional(Type.Number({ description: 'Dishes: the median price in dollars (nationally).' })),
  },
  { additionalProperties: false },
);

const SuggestBody = Type.Object(
  {
    q: Type.String({
      maxLength: MAX_QUERY_LENGTH,
      description: `What has been typed so far (1–${MAX_QUERY_LENGTH} characters after trimming).`,
      examples: ['pad th'],
    }),
    session: Type.Optional(SuggestSessionField),
    state: Type.Optional(FILTER_FIELDS.state.schema),
    city: Type.Optional(FILTER_FIELDS.city.schema),
    near: Type.Optional(FILTER_FIELDS.near.schema),
    limit: Type.Optional(
      Type.Integer({ minimum: SUGGEST_LIMIT.min, maximum: SUGGEST_LIMIT.max, default: SUGGEST_LIMIT.default }),
    ),
    fields: fieldsBodyField(SuggestionSchema, SUGGESTION_ID),
  },
  { additionalProperties: false },
);

const SuggestResponse = Type.Object({
  data: Type.Array(SuggestionSchema),
  meta: Type.Object({
    query: Type.String(),
    processing_ms: Type.Integer(),
    session: Type.Union([Type.String(), Type.Null()], { description: 'The session this call belonged to, if any.' }),
  }),
});

export const suggestRoutes: DataRoutes = async (app, { catalog }) => {
  app.post(
    '/v1/suggest',
    {
      schema: {
        operationId: 'suggest',
        tags: ['search'],
        summary: 'Suggest as you type',
        description:
          'Restaurants, dishes (with how many places serve them and their median price), cuisines and places ' +
          '(with their restaurant counts) for what has been typed so far, a little of each kind, best first. ' +
          'Restaurant names are suggested from the second letter of a word on.',
        body: SuggestBody,
        response: { 200: SuggestResponse, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
      config: { suggestSession: true },
      ...queryBodyOptions,
    },
    async (request, reply) => {
      const { q, session, state, city, near, limit = SUGGEST_LIMIT.default } = request.body;
      const text = searchText(q);
      const selection = fieldSelection(request.body.fields, SuggestionSchema, SUGGESTION_ID);
      const result = await catalog.suggest({
        text,
        limit,
        ...(state !== undefined && { state: usState(state) }),
        ...(city !== undefined && { city }),
        ...(near && { near: { radius_m: NEAR_RADIUS_M.default, ...near } }),
      });
      return {
        data: selectFields(reply, result.suggestions, selection),
        meta: { query: text, processing_ms: Math.round(result.processingMs), session: session ?? null },
      };
    },
  );
};
