/**
 * Suggestions while a search is typed (POST /v1/suggest), billed as one typed search: every suggest call of one
 * typed search carries the same session id, and the search that ends the typing sends it as `Suggest-Session`, so
 * however many letters were typed the whole costs one unit (docs/api-decisions.md, Suggest).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from './client';

const SUGGESTIONS = 8;

let openSession: string | null = null;

/** The session of the search (or city name) being typed, opened by its first suggest call. */
export function typingSession(): string {
  openSession ??= `typed-${crypto.randomUUID()}`;
  return openSession;
}

/** The header that ends the typed search's session, for the search it led to; none when nothing was suggested. */
export function endTypingSession(): Record<string, string> {
  const session = openSession;
  openSession = null;
  return session ? { 'Suggest-Session': session } : {};
}

/** Suggestions for `q` as typed so far; disabled for blank text. */
export const suggestOptions = (q: string) =>
  queryOptions({
    queryKey: ['suggest', q.trim().toLowerCase()] as const,
    queryFn: ({ signal }) =>
      callApi((c) => c.POST('/v1/suggest', { body: { q, session: typingSession(), limit: SUGGESTIONS }, signal })),
    enabled: q.trim().length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
