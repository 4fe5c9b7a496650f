import { formatCount } from '../lib/money';

/** "1,204 results · 12 ms", or "about 1,000 results" when the API's count is an estimate. */
export function ResultSummary({
  total,
  exact,
  ms,
  noun,
}: {
  total: number;
  exact: boolean;
  ms: number;
  noun: [string, string];
}) {
  return (
    <p className="text-sm text-stone-600 dark:text-stone-300" data-testid="result-summary">
      {exact ? '' : 'about '}
      {formatCount(total)} {total === 1 ? noun[0] : noun[1]} · {formatCount(ms)} ms
    </p>
  );
}
