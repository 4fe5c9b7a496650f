/**
 * What the catalog behind the API was made from (`GET /v1/health`, `data.catalog.source`): the generated sample, or
 * data its operator imported. Health is never counted, needs no key, and the server lets it be cached for a minute.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';
import { baseUrlStore } from './settings';

export const catalogSourceOptions = () =>
  queryOptions({
    queryKey: ['catalog-source', baseUrlStore.get()] as const,
    queryFn: async ({ signal }) => {
      const { data } = await callApi((c) => c.GET('/v1/health', { signal }), { promptOnUnauthorized: false });
      return data.catalog?.source ?? null;
    },
    networkMode: 'always',
    staleTime: 10 * 60_000,
    meta: { persist: false },
  });

/** The sample's source reads `sample (scale 1, seed …)` (the catalog builder writes it). */
export const isSampleSource = (source: string) => source.startsWith('sample ');
