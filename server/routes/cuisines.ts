/** GET /v1/cuisines: every cuisine slug the served catalog knows, which is what a cuisines filter may name. */
import { Type } from '@sinclair/typebox';
import { CuisineEntrySchema, refTo } from '../catalog/records.ts';
import { ApiError } from '../gateway/errors.ts';
import { errorResponses } from './common.ts';
import { fieldSelection, fieldsQueryParameter, selectFields } from './field-selection.ts';
import type { DataRoutes } from './types.ts';

/** The list a refused slug points to. */
const CUISINES_PATH = '/v1/cuisines';

/** The refusal of cuisine slugs the catalog does not know, naming the filter they were given in. */
export function unknownCuisines(slugs: readonly string[], param: string): ApiError {
  const named = slugs.map((slug) => `'${slug}'`).join(', ');
  const subject = slugs.length === 1 ? `${named} is not a cuisine` : `${named} are not cuisines`;
  return new ApiError('parameter_invalid', `${subject} of this catalog: GET ${CUISINES_PATH} lists them.`, { param });
}

export const cuisineRoutes: DataRoutes = async (app, { catalog }) => {
  app.get(
    CUISINES_PATH,
    {
      config: { cacheable: true },
      schema: {
        operationId: 'listCuisines',
        tags: ['restaurants'],
        summary: 'Every cuisine, with its name, parent, kind and restaurants',
        description:
          "The cuisine slugs of the served catalog, in slug order: what a search's cuisines filter takes (any other " +
          'slug is refused), with the name to show, the more general cuisine it belongs to, whether it names a ' +
          'cuisine, a dish or a kind of place, and how many restaurants list it. An imported catalog has its own.',
        querystring: Type.Object(
          { fields: fieldsQueryParameter(CuisineEntrySchema, 'cuisine') },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(refTo(CuisineEntrySchema)) }),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const selection = fieldSelection(request.query.fields, CuisineEntrySchema, 'cuisine');
      const cuisines = await catalog.lookup({ kind: 'cuisines' });
      return { data: selectFields(reply, [...cuisines], selection) };
    },
  );
};
