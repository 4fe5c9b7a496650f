/** `npm run openapi:generate`: rewrites the browser's API types from the server's OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES_PATH, clientTypes, openapiDocument } from '../server/openapi-document.ts';

writeFileSync(CLIENT_TYPES_PATH, await clientTypes(await openapiDocument()));
process.stderr.write(`Wrote ${CLIENT_TYPES_PATH}\n`);
