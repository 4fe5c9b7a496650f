/** The API base URL: empty means the same origin as the app (the server serves both). */
import { createStore, safeStorage } from '../lib/store';

const STORAGE_KEY = 'menu-atlas:api-base-url';

export const baseUrlStore = createStore<string>(safeStorage('local')?.getItem(STORAGE_KEY) ?? '');

/** Accepts '' (same origin) or an http(s) URL; returns it without a trailing slash, or null when invalid. */
export function normalizeBaseUrl(input: string): string | null {
  const value = input.trim();
  if (value === '') return '';
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash) return null;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export function setBaseUrl(value: string): void {
  const normalized = normalizeBaseUrl(value);
  if (normalized === null) throw new Error(`Not an http(s) URL: ${value}`);
  if (normalized === '') safeStorage('local')?.removeItem(STORAGE_KEY);
  else safeStorage('local')?.setItem(STORAGE_KEY, normalized);
  baseUrlStore.set(normalized);
}
