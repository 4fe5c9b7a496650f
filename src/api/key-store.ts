/**
 * Where the API key lives in the browser: sessionStorage by default (gone when the tab closes), localStorage when the
 * user chooses "remember". Never in a URL, never in a query key; shown only masked.
 */
import { createStore, safeStorage } from '../lib/store';

const STORAGE_KEY = 'menu-atlas:api-key';

export interface KeyState {
  key: string | null;
  remembered: boolean;
}

function load(): KeyState {
  const local = safeStorage('local')?.getItem(STORAGE_KEY);
  if (local) return { key: local, remembered: true };
  const session = safeStorage('session')?.getItem(STORAGE_KEY);
  return { key: session || null, remembered: false };
}

export const keyStore = createStore<KeyState>(load());

export function getApiKey(): string | null {
  return keyStore.get().key;
}

export function saveApiKey(key: string, remember: boolean): void {
  const trimmed = key.trim();
  safeStorage('local')?.removeItem(STORAGE_KEY);
  safeStorage('session')?.removeItem(STORAGE_KEY);
  safeStorage(remember ? 'local' : 'session')?.setItem(STORAGE_KEY, trimmed);
  keyStore.set({ key: trimmed, remembered: remember });
}

export function setRemember(remember: boolean): void {
  const { key } = keyStore.get();
  if (key) saveApiKey(key, remember);
}

export function forgetApiKey(): void {
  safeStorage('local')?.removeItem(STORAGE_KEY);
  safeStorage('session')?.removeItem(STORAGE_KEY);
  keyStore.set({ key: null, remembered: false });
}

/** `sk_live_••••••••Ab12`: enough to recognise a key, not enough to use it. */
export function maskKey(key: string): string {
  const prefix = key.startsWith('sk_live_') ? 'sk_live_' : key.slice(0, 3);
  const tail = key.length > prefix.length + 4 ? key.slice(-4) : '';
  return `${prefix}${'•'.repeat(8)}${tail}`;
}
