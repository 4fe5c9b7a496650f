import { describe, expect, it } from 'vitest';
import { maskKey } from './key-store';
import { normalizeBaseUrl } from './settings';

describe('maskKey', () => {
  it('keeps the prefix and the last four characters only', () => {
    expect(maskKey('sk_live_abcdefghijklmnopqrstuvwxyz123456')).toBe('sk_live_••••••••3456');
    expect(maskKey('sk_live_ab')).toBe('sk_live_••••••••');
  });
});

describe('normalizeBaseUrl', () => {
  it('accepts empty (same origin) and http(s) URLs without a trailing slash', () => {
    expect(normalizeBaseUrl('  ')).toBe('');
    expect(normalizeBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
    expect(normalizeBaseUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
  it('rejects other schemes, queries and garbage', () => {
    expect(normalizeBaseUrl('ftp://x')).toBeNull();
    expect(normalizeBaseUrl('https://x/?key=1')).toBeNull();
    expect(normalizeBaseUrl('not a url')).toBeNull();
  });
});
