/**
 * Suggest sessions as the gateway reads them (docs/api-decisions.md, Suggest): a suggest call's body names its
 * session; the search or lookup that ends it names it in this header. A value of the wrong shape is no session, so
 * the request counts as any other does.
 */
import { SUGGEST_SESSION } from '../../rules/suggest-limits.ts';

export const SUGGEST_SESSION_HEADER = 'suggest-session';

export function suggestSessionOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const fits = value.length >= SUGGEST_SESSION.minLength && value.length <= SUGGEST_SESSION.maxLength;
  return fits ? value : undefined;
}
