/** Shared class names: one look for buttons, inputs and cards across features. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400';

export function buttonClass(
  variant: 'primary' | 'secondary' | 'ghost' | 'danger' = 'secondary',
  size: 'sm' | 'md' = 'md',
): string {
  const sizes = size === 'sm' ? 'px-2.5 py-1 text-sm' : 'px-4 py-2 text-sm';
  const variants = {
    primary:
      'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-stone-400 dark:bg-emerald-500 dark:text-stone-950 dark:hover:bg-emerald-400',
    secondary:
      'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
    ghost: 'text-stone-700 hover:bg-stone-200/70 dark:text-stone-200 dark:hover:bg-stone-800',
    danger:
      'border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950',
  } as const;
  return `inline-flex items-center justify-center gap-1.5 rounded-lg font-medium transition-colors disabled:cursor-not-allowed ${sizes} ${variants[variant]} ${focusRing}`;
}

export const inputClass = `h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400 ${focusRing}`;

export const cardClass =
  'rounded-xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900';

export const mutedText = 'text-stone-600 dark:text-stone-300';

export const linkClass = `font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300 ${focusRing} rounded-sm`;
