import { queryOptions } from '@tanstack/react-query';
import { sendRequest } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import type { OpenApiDocument } from '../lib/openapi';

/** The server's own contract: public and not counted. Cached as the server says (5 minutes), not kept across reloads. */
export const openapiDocumentOptions = (baseUrl: string) =>
  queryOptions({
    queryKey: ['openapi-document', baseUrl] as const,
    queryFn: async ({ signal }) => {
      const answer = await sendRequest('get', '/v1/openapi.json', { signal });
      if (answer.status !== 200) {
        throw new ApiError(
          answer.status,
          'unexpected_response',
          `The server answered ${answer.status} for its OpenAPI document.`,
          answer.requestId,
          null,
        );
      }
      return answer.body as OpenApiDocument;
    },
    staleTime: 5 * 60 * 1000,
    meta: { persist: false },
  });
