/** The distance units chosen on the Settings page, kept in this browser as the other settings are. */
import { useSyncExternalStore } from 'react';
import type { DistanceUnits } from './distance';
import { createStore, safeStorage } from './store';

const STORAGE_KEY = 'menu-atlas:distance-units';

const unitsStore = createStore<DistanceUnits>(
  safeStorage('local')?.getItem(STORAGE_KEY) === 'metric' ? 'metric' : 'imperial',
);

export function setDistanceUnits(units: DistanceUnits): void {
  // Miles are the default: only the other choice needs remembering.
  if (units === 'metric') safeStorage('local')?.setItem(STORAGE_KEY, units);
  else safeStorage('local')?.removeItem(STORAGE_KEY);
  unitsStore.set(units);
}

export function useDistanceUnits(): DistanceUnits {
  return useSyncExternalStore(unitsStore.subscribe, unitsStore.get);
}
