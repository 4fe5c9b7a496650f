import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { cardClass, mutedText } from '../../../components/ui';
import { useNow } from '../../../lib/use-now';
import { formatUsPhone } from '../../../../rules/phone';
import { phoneMatchOptions } from '../api/phone-match';
import { RestaurantCard } from './RestaurantCard';

/** The restaurants with the phone number typed, found by business match in place of a search of its digits. */
export function PhoneMatch({ digits }: { digits: string }) {
  const match = useQuery(phoneMatchOptions(digits));
  const now = useNow(60_000);
  const found = match.data?.filter((candidate) => candidate.matched_on.includes('phone')) ?? [];
  return (
    <section aria-labelledby="phone-match-title" aria-busy={match.isFetching} className="space-y-3">
      <h2 id="phone-match-title" className="text-lg font-semibold">
        Phone number {formatUsPhone(digits)}
      </h2>
      {match.isPending ? (
        <p className={mutedText}>Looking up the number…</p>
      ) : match.isError ? (
        <ErrorNotice error={match.error} onRetry={() => void match.refetch()} />
      ) : found.length === 0 ? (
        <div className={`${cardClass} p-5`} data-testid="empty-state">
          <p className="font-medium">No restaurant has the phone number {formatUsPhone(digits)}.</p>
          <p className={`mt-1 text-sm ${mutedText}`}>Check the number, or search by the restaurant’s name.</p>
        </div>
      ) : (
        <ol className="space-y-3" data-testid="phone-match-results">
          {found.map(({ restaurant }) => (
            <li key={restaurant.restaurant_id}>
              <RestaurantCard restaurant={restaurant} q="" now={now} active={false} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
