/**
 * POST /v1/restaurants/batch (restaurants by id, many at once) and POST /v1/restaurants/match (the restaurant a
 * caller knows by its phone, or its name and place): the lookups an integration is built from.
 */
import { Type } from '@sinclair/typebox';
import { ExpandableRestaurantSchema, RestaurantSchema, refTo } from '../catalog/records.ts';
import { ApiError } from '../gateway/errors.ts';
import { CitySchema, RestaurantIdSchema, StateSchema } from '../search/fields.ts';
import { MATCH_LOCATION_RADIUS_M, MATCH_RESULTS, MAX_BATCH_IDS } from '../../rules/limits.ts';
import { usPhoneDigits } from '../../rules/phone.ts';
import { errorResponses, timed, usState } from './common.ts';
import { fieldSelection, fieldsBodyField, project, serializeAsIs } from './field-selection.ts';
import type { DataRoutes } from './types.ts';

const exampleId = (RestaurantIdSchema.examples as string[])[0]!;
const ID_FORM = new RegExp(RestaurantIdSchema.pattern!);

/** Placeholders the served document swaps for the example restaurant's own name and phone (`served-document.ts`). */
export const MATCH_EXAMPLE = { name: "Torchy's Tacos", phone: '+17378800201' } as const;

const BatchBody = Type.Object(
  {
    ids: Type.Array(Type.String({ description: "A restaurant id: 'rst_' and 12 letters or digits" }), {
      minItems: 1,
      maxItems: MAX_BATCH_IDS,
      description: `1–${MAX_BATCH_IDS} restaurant ids, each once. The answer lists them in this order.`,
    }),
    expand: Type.Optional(
      Type.Array(Type.Unsafe<'menu'>(Type.String({ enum: ['menu'] })), {
        maxItems: 1,
        description: "['menu'] puts each restaurant's menu inside its record.",
      }),
    ),
    fields: fieldsBodyField(RestaurantSchema, 'restaurant_id'),
  },
  { additionalProperties: false, examples: [{ ids: [exampleId] }] },
);

const BatchResponse = Type.Object({
  data: Type.Array(Type.Union([refTo(ExpandableRestaurantSchema), Type.Null()]), {
    description: 'One entry per id asked for, in the order asked: the restaurant, or null when no restaurant has it.',
  }),
  meta: Type.Object({
    missing: Type.Array(Type.String(), {
      description: 'The ids asked for that no restaurant has, in the order asked.',
    }),
  }),
});

const MatchBody = Type.Object(
  {
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'The business name. Case, punctuation, "&" or "and", "The" and small typos do not matter. Needs a place: ' +
          'address.city with address.state, or location.',
        examples: [MATCH_EXAMPLE.name],
      }),
    ),
    phone: Type.Optional(
      Type.String({
        maxLength: 30,
        description:
          'A US phone number in any common form: +17378800201, 737-880-0201, (737) 880-0201, 737.880.0201, ' +
          '1 737 880 0201.',
        examples: [MATCH_EXAMPLE.phone],
      }),
    ),
    address: Type.Optional(
      Type.Object(
        {
          street: Type.Optional(Type.String({ minLength: 1, maxLength: 200, examples: ['1 Main St'] })),
          city: Type.Optional(CitySchema),
          state: Type.Optional(StateSchema),
          postal_code: Type.Optional(Type.String({ pattern: '^[0-9]{5}(-[0-9]{4})?$', examples: ['78701'] })),
        },
        { additionalProperties: false },
      ),
    ),
    location: Type.Optional(
      Type.Object(
        {
          latitude: Type.Number({ minimum: -90, maximum: 90 }),
          longitude: Type.Number({ minimum: -180, maximum: 180 }),
        },
        {
          additionalProperties: false,
          description: `Where the business is: a restaurant within ${MATCH_LOCATION_RADIUS_M} m matches on location.`,
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'At least phone, or name with a place (address.city and address.state, or location).',
    examples: [
      { phone: MATCH_EXAMPLE.phone },
      {
        name: MATCH_EXAMPLE.name,
        address: { city: (CitySchema.examples as string[])[0], state: (StateSchema.examples as string[])[0] },
      },
    ],
  },
);

const MatchSignalSchema = Type.Union([
  Type.Literal('phone'),
  Type.Literal('name'),
  Type.Literal('address'),
  Type.Literal('location'),
]);

const MatchResponse = Type.Object({
  data: Type.Array(
    Type.Object({
      restaurant: refTo(RestaurantSchema),
      confidence: Type.Number({
        minimum: 0,
        maximum: 1,
        description:
          'How sure the match is: what matched, combined as independent evidence (phone 0.9, name 0.7 × its ' +
          'similarity, street 0.7 or postal code alone 0.3, location 0.6), lowered by what was given and disagrees.',
      }),
      matched_on: Type.Array(MatchSignalSchema, { description: 'What was given and agrees with this restaurant.' }),
    }),
    { maxItems: MATCH_RESULTS, description: `The best candidates, at most ${MATCH_RESULTS}, best first.` },
  ),
  meta: Type.Object({ processing_ms: Type.Integer() }),
});

/** The ids, checked beyond what the schema says: each of the form of an id, and each once. */
function checkIds(ids: readonly string[]): void {
  const seen = new Map<string, number>();
  ids.forEach((id, at) => {
    if (!ID_FORM.test(id)) {
      throw new ApiError(
        'invalid_restaurant_id',
        `ids[${at}] ('${id}') is not a restaurant id: one looks like 'rst_' followed by 12 letters or digits.`,
        { param: 'ids' },
      );
    }
    const first = seen.get(id);
    if (first !== undefined) {
      throw new ApiError(
        'parameter_invalid',
        `ids[${at}] repeats ids[${first}] ('${id}'): ask for each restaurant once.`,
        { param: 'ids' },
      );
    }
    seen.set(id, at);
  });
}

type MatchBodyValue = (typeof MatchBody)['static'];

/** What the request knows, checked: a phone that is one, a state that is one, and enough to find a business by. */
function matchRequest(body: MatchBodyValue) {
  const phone = body.phone === undefined ? undefined : usPhoneDigits(body.phone);
  if (phone === null) {
    throw new ApiError(
      'parameter_invalid',
      `'${body.phone}' is not a US phone number: give its 10 digits, area code first, in any common form ` +
        '(737-880-0201, (737) 880-0201, +17378800201).',
      { param: 'phone' },
    );
  }
  const address = body.address && {
    ...body.address,
    ...(body.address.state !== undefined && { state: usState(body.address.state, 'address.state') }),
  };
  const name = body.name?.trim() || undefined;
  const placed = (address?.city !== undefined && address.state !== undefined) || body.location !== undefined;
  if (phone === undefined && !(name && placed)) {
    const [param, message] =
      name === undefined
        ? ['phone', 'Give phone, or name with a place (address.city and address.state, or location).']
        : address?.city !== undefined
          ? ['address.state', 'A name is matched within a place: give address.state with address.city.']
          : ['address.city', 'A name is matched within a place: give address.city and address.state, or location.'];
    throw new ApiError('parameter_missing', message, { param });
  }
  return {
    ...(name !== undefined && { name }),
    ...(phone !== undefined && { phone }),
    ...(address && { address }),
    ...(body.location && { location: body.location }),
    limit: MATCH_RESULTS,
  };
}

export const lookupRoutes: DataRoutes = async (app, { catalog }) => {
  app.post(
    '/v1/restaurants/batch',
    {
      schema: {
        operationId: 'getRestaurantsBatch',
        tags: ['restaurants'],
        summary: 'Many restaurants by id, in one counted request',
        description:
          `Up to ${MAX_BATCH_IDS} restaurants by id, in the order asked, each with its menu on expand: ['menu']. An ` +
          'id no restaurant has answers null in its place and is listed in meta.missing.',
        body: BatchBody,
        response: { 200: BatchResponse, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { ids, expand = [], fields } = request.body;
      checkIds(ids);
      const selection = fieldSelection(fields, RestaurantSchema, 'restaurant_id');
      const found = await catalog.lookup({ kind: 'restaurants', restaurantIds: ids, menus: expand.includes('menu') });
      if (selection) serializeAsIs(reply);
      return {
        // An expanded menu was asked for by name, so a selection of the record's own fields keeps it.
        data: found.map((restaurant) =>
          restaurant && selection
            ? { ...project(restaurant, selection), ...(restaurant.menu && { menu: restaurant.menu }) }
            : restaurant,
        ),
        meta: { missing: ids.filter((_, at) => found[at] === null) },
      };
    },
  );

  app.post(
    '/v1/restaurants/match',
    {
      schema: {
        operationId: 'matchRestaurant',
        tags: ['restaurants'],
        summary: 'Find a restaurant by its phone, or its name and place',
        description:
          'Business match: the restaurants that fit what you know of a business (its phone in any US form, its ' +
          'name with a city or a position, its street), each with a confidence and the signals that agree, best ' +
          `first, at most ${MATCH_RESULTS}. Nothing fits: an empty list.`,
        body: MatchBody,
        response: { 200: MatchResponse, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const match = matchRequest(request.body);
      const { result, ms } = await timed(() => catalog.lookup({ kind: 'match', ...match }));
      return { data: result, meta: { processing_ms: ms } };
    },
  );
};
