// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getApiKey, keyStorageName, saveApiKey } from './key-store';
import { setBaseUrl } from './settings';

describe('keys per API base URL', () => {
  afterEach(() => {
    setBaseUrl('');
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps each server’s key, and switching the address switches the key', () => {
    saveApiKey('sk_live_thisSiteKey0001', false);
    setBaseUrl('https://api.example.com/');
    expect(getApiKey()).toBeNull();
    saveApiKey('sk_live_otherServer0002', true);
    expect(localStorage.getItem(keyStorageName('https://api.example.com'))).toBe('sk_live_otherServer0002');

    setBaseUrl('');
    expect(getApiKey()).toBe('sk_live_thisSiteKey0001');
    setBaseUrl('https://api.example.com');
    expect(getApiKey()).toBe('sk_live_otherServer0002');
  });
});
