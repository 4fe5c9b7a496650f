// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeKeyDialog, openKeyDialog } from '../../../api/auth-prompt';

// The key forms' chunk cannot be fetched (offline), once; the second fetch works.
let fetches = 0;
vi.mock('./KeyPanel', () => {
  fetches += 1;
  if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { KeyPanel: () => <p>the key forms</p> };
});

describe('the key dialog', () => {
  afterEach(() => {
    cleanup();
    closeKeyDialog();
  });

  it('says when its forms could not be fetched, and fetches them again on Try again', async () => {
    const { KeyDialog } = await import('./KeyDialog');
    render(<KeyDialog />);
    await act(async () => openKeyDialog());
    expect(await screen.findByText(/The key forms could not be loaded/)).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('the key forms')).toBeTruthy();
  });
});
