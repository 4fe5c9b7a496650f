/** A quiet loading line with a live region, and skeleton blocks for lists. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-stone-600 dark:text-stone-300">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-stone-300 border-t-emerald-700 motion-reduce:animate-none dark:border-stone-700 dark:border-t-emerald-400"
      />
      {label}
    </p>
  );
}

export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          className="h-20 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none dark:bg-stone-800"
        />
      ))}
    </div>
  );
}
