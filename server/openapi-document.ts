/**
 * The OpenAPI document and the browser's types generated from it. The document comes from the route schemas;
 * `src/api/schema.d.ts` is generated from the document and committed, and a test fails when it drifts.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from './app.ts';
import { SqliteCatalog } from './catalog/sqlite-catalog.ts';

export const CLIENT_TYPES_PATH = 'src/api/schema.d.ts';

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
