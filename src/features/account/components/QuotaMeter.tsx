import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { openKeyDialog } from '../../../api/auth-prompt';
import { keyStore } from '../../../api/key-store';
import { quotaStore } from '../../../api/quota-store';
import { describeQuota } from '../../../api/rate-limit';
import { focusRing } from '../../../components/ui';
import { usageOptions } from '../api/account';

/**
 * The header's quota meter ("812 of 1,000 left this month"); a button that opens the key dialog. With a key whose
 * quota no answer has reported yet, it asks /v1/usage (not counted), so it always shows the count, never the key.
 */
export function QuotaMeter() {
  const { snapshot } = useSyncExternalStore(quotaStore.subscribe, quotaStore.get);
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const share = snapshot && snapshot.limit > 0 ? snapshot.remaining / snapshot.limit : null;
  const usage = useQuery({ ...usageOptions(), enabled: Boolean(key) && !snapshot });
  const label = snapshot
    ? describeQuota(snapshot)
    : !key
      ? 'Add an API key'
      : usage.isError
        ? 'Check your API key'
        : 'Checking quota…';
  const tone =
    share === null ? 'bg-stone-400' : share > 0.2 ? 'bg-emerald-600' : share > 0 ? 'bg-amber-500' : 'bg-red-600';
  return (
    <button
      type="button"
      onClick={() => openKeyDialog()}
      className={`flex min-w-0 flex-col items-start rounded-lg border border-stone-300 px-2.5 py-1 text-left text-xs hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800 ${focusRing}`}
      data-testid="quota-meter"
    >
      <span className="max-w-full truncate font-medium">{label}</span>
      {share !== null && (
        <span
          aria-hidden="true"
          className="mt-1 block h-1.5 w-full min-w-24 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
        >
          <span className={`block h-full ${tone}`} style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      )}
    </button>
  );
}
