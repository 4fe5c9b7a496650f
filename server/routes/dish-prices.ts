/** POST /v1/stats/dish-prices: what the dishes matching a query cost, city by city or state by state. */
import { Type } from '@sinclair/typebox';
import { DishPricesNationalSchema, DishPricesRowSchema, refTo } from '../catalog/records.ts';
import { ApiError } from '../gateway/errors.ts';
import { CitySchema, StateSchema } from '../search/fields.ts';
import { SearchInterpretationSchema } from '../search/interpretation.ts';
import { DISH_PRICE_SORTS } from '../../rules/dish-price-sorts.ts';
import { MAX_COMPARED_CITIES, MAX_QUERY_LENGTH, MIN_ITEMS, PAGE_LIMIT } from '../../rules/limits.ts';
import {
  LimitField,
  PaginationSchema,
  QueryField,
  RankingOffsetField,
  errorResponses,
  queryBodyOptions,
  searchText,
  usState,
} from './common.ts';
import type { DataRoutes } from './types.ts';
import { eagerSerializer } from './eager-serializer.ts';
import { PLACE_ID, fieldSelection, fieldsBodyField, selectFields } from './field-selection.ts';
import { CursorField, pageStart, rankingPagination } from './cursor.ts';

/** The request's defaults, which the schema publishes and the handler falls back to. */
const DEFAULTS = { group_by: 'city', sort: 'item_count', order: 'desc' } as const;

const DishPricesBody = Type.Object(
  {
    q: {
      ...QueryField,
      description: `The dish, understood as item search understands q: 1–${MAX_QUERY_LENGTH} characters.`,
    },
    state: Type.Optional(StateSchema),
    cities: Type.Optional(
      Type.Array(Type.Object({ state: StateSchema, city: CitySchema }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: MAX_COMPARED_CITIES,
        description: `Only these cities (at most ${MAX_COMPARED_CITIES}); an unknown one is 404 city_not_found.`,
      }),
    ),
    group_by: Type.Optional(Type.Union([Type.Literal('city'), Type.Literal('state')], { default: DEFAULTS.group_by })),
    min_items: Type.Optional(
      Type.Integer({
        minimum: MIN_ITEMS.min,
        maximum: MIN_ITEMS.max,
        default: MIN_ITEMS.default,
        description: 'Places with fewer priced matches are left out',
      }),
    ),
    sort: Type.Optional(
      Type.Union(
        DISH_PRICE_SORTS.map((sort) => Type.Literal(sort)),
        {
          default: DEFAULTS.sort,
          description:
            'The order of every place (not only the page): place is by state, then city; the others by the ' +
            'row figure of that name (min_price is min, and so on); ties by state, then city',
        },
      ),
    ),
    order: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: DEFAULTS.order })),
    limit: Type.Optional(LimitField),
    offset: Type.Optional(RankingOffsetField),
    fields: fieldsBodyField(DishPricesRowSchema, PLACE_ID),
    cursor: Type.Optional(CursorField),
  },
  { additionalProperties: false },
);

export const dishPricesRoutes: DataRoutes = async (app, { catalog, now }) => {
  app.post(
    '/v1/stats/dish-prices',
    {
      schema: {
        operationId: 'getDishPrices',
        tags: ['stats'],
        summary: 'What a dish costs, city by city or state by state',
        description:
          'The menu items an item search with the same q (and state) finds, typos, plurals, places and filter ' +
          'words understood the same way, grouped by city or state: per place the number of matching items with a ' +
          'price, the restaurants serving them, and their price quartiles (nearest rank, as price_stats of item ' +
          'search), extremes and mean, in dollars. Items without a price are not counted.',
        body: DishPricesBody,
        response: {
          200: Type.Object({
            data: Type.Array(refTo(DishPricesRowSchema)),
            pagination: PaginationSchema,
            meta: Type.Object({
              query: Type.String(),
              interpretation: refTo(SearchInterpretationSchema),
              processing_ms: Type.Integer(),
              national: refTo(DishPricesNationalSchema),
              as_of: Type.String({ description: 'The date of the catalog these figures describe (YYYY-MM-DD)' }),
            }),
          }),
          ...errorResponses(400, 401, 404, 413, 415, 429, 503),
        },
      },
      // Compiled as the app starts, as the searches' are: compiled on the first answer, a new server's first dish
      // prices waited for it.
      serializerCompiler: eagerSerializer(app),
      ...queryBodyOptions,
    },
    async (request, reply) => {
      const body = request.body;
      const selection = fieldSelection(body.fields, DishPricesRowSchema, PLACE_ID);
      const {
        group_by = DEFAULTS.group_by,
        min_items = MIN_ITEMS.default,
        sort = DEFAULTS.sort,
        order = DEFAULTS.order,
        limit = PAGE_LIMIT.default,
      } = body;
      const text = searchText(body.q);
      const state = body.state === undefined ? undefined : usState(body.state);
      const cities = body.cities?.map((city, at) => {
        const code = usState(city.state, `cities[${at}].state`);
        if (state !== undefined && code !== state) {
          throw new ApiError('parameter_invalid', `cities[${at}] is not in ${state}, the state asked for.`, {
            param: `cities[${at}]`,
          });
        }
        return { state: code, city: city.city };
      });
      const prices = { text, state, cities, groupBy: group_by, minItems: min_items, sort, order };
      const { cursors, offset, instant = now().getTime() } = await pageStart(catalog, prices, body);
      const answer = await catalog.statistics({
        kind: 'dish-prices',
        search: {
          index: 'items',
          text,
          filters: state === undefined ? {} : { state },
          sort: 'relevance',
          sortChosen: false,
          facets: [],
          page: { limit: 1, offset: 0 },
          now: instant,
        },
        ...(cities && { cities }),
        groupBy: group_by,
        minItems: min_items,
        sort: sort,
        order,
        limit,
        offset,
      });
      const unknown = answer.unknownCities[0];
      if (unknown !== undefined) {
        const { city, state: code } = cities![unknown]!;
        throw new ApiError('city_not_found', `No restaurants are listed for ${city}, ${code}.`, {
          param: `cities[${unknown}]`,
        });
      }
      return {
        data: selectFields(reply, answer.rows, selection),
        pagination: rankingPagination(
          cursors,
          { limit, offset, returned: answer.rows.length, total: answer.total },
          instant,
        ),
        meta: {
          query: text,
          interpretation: answer.interpretation,
          processing_ms: Math.round(answer.processingMs),
          national: answer.national,
          as_of: answer.asOf,
        },
      };
    },
  );
};
