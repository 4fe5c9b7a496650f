import { formatUtcAndLocal } from '../lib/time';

/** A moment in UTC, as the API counts it, with the reader's own time beside it when that differs. */
export function ZonedTime({ date, testId }: { date: Date; testId?: string }) {
  const { utc, local } = formatUtcAndLocal(date);
  return (
    <>
      <time dateTime={date.toISOString()} data-testid={testId}>
        {utc}
      </time>
      {local && <> ({local} your time)</>}
    </>
  );
}
