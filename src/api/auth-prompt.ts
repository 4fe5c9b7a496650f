/** A 401 asks for a key: the app shell listens to this store and opens the key dialog with the reason. */
import { createStore } from '../lib/store';
import type { ApiError } from './errors';

export interface KeyPrompt {
  open: boolean;
  reason: ApiError | null;
}

export const keyPromptStore = createStore<KeyPrompt>({ open: false, reason: null });

export function openKeyDialog(reason: ApiError | null = null): void {
  keyPromptStore.set({ open: true, reason });
}

export function closeKeyDialog(): void {
  keyPromptStore.set({ open: false, reason: null });
}

/** A new key is in use: the refusal that opened the dialog was about the old one, so the dialog stops showing it. */
export function clearKeyPromptReason(): void {
  keyPromptStore.set((prompt) => (prompt.reason ? { ...prompt, reason: null } : prompt));
}
