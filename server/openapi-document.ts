/**
 * The OpenAPI document and what is generated from it. The document comes from the route schemas;
 * `src/api/schema.d.ts` (the browser's types) and `docs/interchange-format.schema.json` (one line of the import and
 * export format) are generated from the document and committed, and a test fails when either drifts.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from './app.ts';
import { SqliteCatalog } from './catalog/sqlite-catalog.ts';

export const CLIENT_TYPES_PATH = 'src/api/schema.d.ts';
export const INTERCHANGE_SCHEMA_PATH = 'docs/interchange-format.schema.json';

/** The document as the server publishes it; the catalog is never opened for this. */
export async function openapiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({ catalog: new SqliteCatalog('/nonexistent/catalog.sqlite') });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}

export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return `/**\n * Generated from GET /v1/openapi.json by \`npm run openapi:generate\`. Do not edit.\n */\n\n${astToString(ast)}`;
}

type Schemas = Record<string, unknown>;

/** Every component schema `schema` reaches through `$ref`s, itself included. */
function reachable(name: string, schemas: Schemas, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const [, target] of JSON.stringify(schemas[name]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
    reachable(target!, schemas, seen);
  }
  return seen;
}

/**
 * One line of our interchange format as a standalone JSON Schema: the API's restaurant record with its menu (as
 * `GET /v1/restaurants/{id}?expand=menu` answers it), the menu required.
 */
function interchangeSchema(document: Record<string, unknown>): Record<string, unknown> {
  const schemas = (document.components as { schemas: Schemas }).schemas;
  const names = [...reachable('ExpandableRestaurant', schemas)].sort();
  const defs = JSON.parse(
    JSON.stringify(Object.fromEntries(names.map((name) => [name, schemas[name]]))).replace(
      /"#\/components\/schemas\//g,
      '"#/$defs/',
    ),
  ) as Schemas;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Menu Atlas interchange format: one restaurant',
    description:
      'One line of a data:export file and of a data:import --format menu-atlas file: a restaurant record with its ' +
      'menu. Generated from the API schemas by `npm run openapi:generate`; see docs/interchange-format.md.',
    allOf: [{ $ref: '#/$defs/ExpandableRestaurant' }, { required: ['menu'] }],
    $defs: defs,
  };
}

/** The schema file as committed: formatted the way the repository's formatter leaves JSON. */
export async function interchangeSchemaText(document: Record<string, unknown>): Promise<string> {
  const { format, resolveConfig } = await import('prettier');
  const options = await resolveConfig(INTERCHANGE_SCHEMA_PATH);
  return format(JSON.stringify(interchangeSchema(document)), { ...options, filepath: INTERCHANGE_SCHEMA_PATH });
}
