import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { openKeyDialog } from '../../../api/auth-prompt';
import { keyStore } from '../../../api/key-store';
import { quotaStore } from '../../../api/quota-store';
import { focusRing } from '../../../components/ui';
import { formatCount } from '../../../lib/money';
import { meterReadsUsage, usageOptions } from '../api/account';

/** A label's words; `full` ones are dropped on a phone, where the meter's line has room for "812 requests left this month". */
type Words = { text: string; full?: true }[];

/** The words in full, as screen readers and wide screens get them: "812 of 1,000 requests left this month". */
const fullText = (words: Words) => words.map((w) => w.text).join('');

/**
 * The header's quota meter ("812 of 1,000 requests left this month", without "of 1,000" on a phone, where it has a
 * line of its own: `className` places it); a button that opens the key
 * dialog. With a key whose quota no answer has reported yet, it asks /v1/usage (not counted), so it always shows the
 * count, never the key. After a revocation it says so, not the dead key's last count.
 */
export function QuotaMeter({ className = '' }: { className?: string }) {
  const { snapshot } = useSyncExternalStore(quotaStore.subscribe, quotaStore.get);
  const { key, revoked } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const share = snapshot && snapshot.limit > 0 ? snapshot.remaining / snapshot.limit : null;
  // An answer already here was read moments ago, beside the page's first requests (prefetchShell): not asked again.
  const usage = useQuery({ ...usageOptions(), enabled: meterReadsUsage(key, snapshot), refetchOnMount: false });
  const words: Words = snapshot
    ? [
        { text: formatCount(snapshot.remaining) },
        { text: ` of ${formatCount(snapshot.limit)}`, full: true },
        { text: ' requests left this month' },
      ]
    : !key
      ? revoked
        ? [{ text: 'Key revoked' }, { text: ': add a new one', full: true }]
        : [{ text: 'Add' }, { text: ' an API', full: true }, { text: ' key' }]
      : usage.isError
        ? [{ text: 'Check' }, { text: ' your API', full: true }, { text: ' key' }]
        : [{ text: 'Checking' }, { text: ' quota', full: true }, { text: '…' }];
  const tone =
    share === null ? 'bg-stone-400' : share > 0.2 ? 'bg-emerald-600' : share > 0 ? 'bg-amber-500' : 'bg-red-600';
  return (
    <button
      type="button"
      onClick={() => openKeyDialog()}
      aria-label={fullText(words)}
      className={`flex min-h-11 min-w-0 shrink flex-col items-start justify-center rounded-lg border border-stone-300 px-2.5 py-1 text-left text-xs hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800 ${className} ${focusRing}`}
      data-testid="quota-meter"
    >
      <span className="max-w-full truncate font-medium" aria-hidden="true">
        {words.map((w, i) => (
          <span key={i} className={w.full ? 'max-sm:hidden' : undefined}>
            {w.text}
          </span>
        ))}
      </span>
      {share !== null && (
        <span
          aria-hidden="true"
          className="mt-1 block h-1.5 w-full min-w-10 overflow-hidden rounded-full bg-stone-200 sm:min-w-24 dark:bg-stone-700"
        >
          <span className={`block h-full ${tone}`} style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      )}
    </button>
  );
}
