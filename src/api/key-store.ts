/**
 * Where the API key lives in the browser: localStorage when remembered (the key dialog's default, so a new tab
 * of the same browser has it), sessionStorage (gone when the tab closes) when the person opts out. One key per API base URL: a key belongs to the server that issued it, so switching the
 * address in Settings switches the key too. Never in a URL, never in a query key; shown only masked.
 */
import { createStore, safeStorage } from '../lib/store';
import { baseUrlStore } from './settings';

const STORAGE_KEY = 'menu-atlas:api-key';

export interface KeyState {
  key: string | null;
  remembered: boolean;
  /** The key revoked from this tab (masked), until another key is used: the meter and the key dialog say so. */
  revoked?: string;
}

/** The storage entry of the key for `baseUrl` ('' = this site, under the name it always had). */
export function keyStorageName(baseUrl: string): string {
  return baseUrl ? `${STORAGE_KEY}@${baseUrl}` : STORAGE_KEY;
}

function load(baseUrl: string): KeyState {
  const name = keyStorageName(baseUrl);
  const local = safeStorage('local')?.getItem(name);
  if (local) return { key: local, remembered: true };
  const session = safeStorage('session')?.getItem(name);
  return { key: session || null, remembered: false };
}

export const keyStore = createStore<KeyState>(load(baseUrlStore.get()));
baseUrlStore.subscribe(() => keyStore.set(load(baseUrlStore.get())));

export function getApiKey(): string | null {
  return keyStore.get().key;
}

export function saveApiKey(key: string, remember: boolean): void {
  const trimmed = key.trim();
  const name = keyStorageName(baseUrlStore.get());
  safeStorage('local')?.removeItem(name);
  safeStorage('session')?.removeItem(name);
  safeStorage(remember ? 'local' : 'session')?.setItem(name, trimmed);
  keyStore.set({ key: trimmed, remembered: remember });
}

export function setRemember(remember: boolean): void {
  const { key } = keyStore.get();
  if (key) saveApiKey(key, remember);
}

export function forgetApiKey(): void {
  const name = keyStorageName(baseUrlStore.get());
  safeStorage('local')?.removeItem(name);
  safeStorage('session')?.removeItem(name);
  keyStore.set({ key: null, remembered: false });
}

/**
 * Whether code samples show the key itself (the person chose "Reveal key") or masked: shared by the request inspector
 * and the API reference; back to masked whenever the key changes.
 */
export const keyRevealStore = createStore(false);
keyStore.subscribe(() => keyRevealStore.set(false));

/** What a code sample puts after "Bearer ": the key once revealed, masked otherwise, a placeholder without one. */
export function snippetKey(key: string | null, revealed: boolean): string {
  if (!key) return 'YOUR_API_KEY';
  return revealed ? key : maskKey(key);
}

/** `sk_live_••••••••Ab12`: enough to recognise a key, not enough to use it. */
export function maskKey(key: string): string {
  const prefix = key.startsWith('sk_live_') ? 'sk_live_' : key.slice(0, 3);
  const tail = key.length > prefix.length + 4 ? key.slice(-4) : '';
  return `${prefix}${'•'.repeat(8)}${tail}`;
}
