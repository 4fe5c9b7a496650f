/**
 * Suggest sessions as the gateway reads them (docs/api-decisions.md, Suggest): a suggest call's body names its
 * session; the search or lookup that ends it names it in this header. A value of the wrong shape is no session, so
 * the request counts as any other does.
 */
import type { AccountsStore } from '../accounts/accounts.ts';
import { SUGGEST_SESSION } from '../../rules/suggest-limits.ts';
import { monthWindow } from './quota.ts';

export const SUGGEST_SESSION_HEADER = 'suggest-session';

export function suggestSessionOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const fits = value.length >= SUGGEST_SESSION.minLength && value.length <= SUGGEST_SESSION.maxLength;
  return fits ? value : undefined;
}

/** How often a node closes lapsed sessions: an abandoned session counts within this long of its lifetime's end. */
const SWEEP_INTERVAL_MS = 15_000;

/**
 * Closes every key's lapsed sessions now and then, so a session its client abandoned counts its one unit even if
 * that key never calls again. Every node may run it: the store closes each session once.
 */
export function lapsedSessionSweeper(
  accounts: Pick<AccountsStore, 'closeLapsedSessions'>,
  quotaLimit: number,
  now: () => Date,
  onFailed: (error: unknown) => void,
): { start(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    const at = now();
    accounts.closeLapsedSessions(at, monthWindow(at).period, quotaLimit).catch(onFailed);
  };
  return {
    start() {
      timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
