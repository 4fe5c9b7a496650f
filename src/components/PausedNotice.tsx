/** Shown where a query waits because requests are paused (quota used up, or offline). */
export function PausedNotice() {
  return (
    <p
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      Waiting: requests are paused until the quota resets or the connection is back. Nothing is sent meanwhile.
    </p>
  );
}
