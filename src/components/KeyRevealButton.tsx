import { useSyncExternalStore } from 'react';
import { keyRevealStore } from '../api/key-store';
import { buttonClass } from './ui';

/** "Reveal key" / "Hide key": whether code samples carry the key itself (shared by every sample in the tab). */
export function KeyRevealButton() {
  const revealed = useSyncExternalStore(keyRevealStore.subscribe, keyRevealStore.get);
  return (
    <button
      type="button"
      aria-pressed={revealed}
      className={buttonClass('ghost', 'sm')}
      onClick={() => keyRevealStore.set((r) => !r)}
    >
      {revealed ? 'Hide key' : 'Reveal key'}
    </button>
  );
}
