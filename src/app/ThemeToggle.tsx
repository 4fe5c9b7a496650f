import { useEffect, useState } from 'react';
import { safeStorage } from '../lib/store';
import { focusRing } from '../components/ui';

type Mode = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'menu-atlas:theme';
const NEXT: Record<Mode, Mode> = { system: 'light', light: 'dark', dark: 'system' };
const ICON: Record<Mode, string> = { system: '◐', light: '☀', dark: '☾' };

function apply(mode: Mode) {
  const dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** Cycles system → light → dark; "system" follows prefers-color-scheme live. */
export function ThemeToggle() {
  const [mode, setMode] = useState<Mode>(() => (safeStorage('local')?.getItem(STORAGE_KEY) as Mode | null) ?? 'system');
  useEffect(() => {
    apply(mode);
    if (mode === 'system') safeStorage('local')?.removeItem(STORAGE_KEY);
    else safeStorage('local')?.setItem(STORAGE_KEY, mode);
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply(mode);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [mode]);
  return (
    <button
      type="button"
      onClick={() => setMode(NEXT[mode])}
      className={`grid size-11 place-items-center rounded-lg border border-stone-300 text-lg hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800 ${focusRing}`}
      aria-label={`Theme: ${mode}. Switch to ${NEXT[mode]}`}
      title={`Theme: ${mode}`}
    >
      <span aria-hidden="true">{ICON[mode]}</span>
    </button>
  );
}
