const TONE: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  POST: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  DELETE: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`rounded px-1.5 py-0.5 font-mono text-xs font-bold ${TONE[method] ?? 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100'}`}
    >
      {method}
    </span>
  );
}
