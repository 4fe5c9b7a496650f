/**
 * `npm run openapi:generate`: rewrites what is generated from the server's OpenAPI document: the browser's API
 * types and the interchange format's JSON Schema.
 */
import { writeFileSync } from 'node:fs';
import {
  CLIENT_TYPES_PATH,
  clientTypes,
  INTERCHANGE_SCHEMA_PATH,
  interchangeSchemaText,
  openapiDocument,
} from '../server/openapi-document.ts';

const document = await openapiDocument();
writeFileSync(CLIENT_TYPES_PATH, await clientTypes(document));
writeFileSync(INTERCHANGE_SCHEMA_PATH, await interchangeSchemaText(document));
process.stderr.write(`Wrote ${CLIENT_TYPES_PATH} and ${INTERCHANGE_SCHEMA_PATH}\n`);
