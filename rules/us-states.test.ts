import { describe, expect, it } from 'vitest';
import { stateName, US_STATE_CODES, US_STATES } from './us-states.ts';

describe('US states', () => {
  it('are the 50 states and DC, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATE_CODES.size).toBe(51);
    expect(US_STATE_CODES.has('DC')).toBe(true);
    expect(US_STATE_CODES.has('PR')).toBe(false);
  });

  it('name a code, and nothing else', () => {
    expect(stateName('TX')).toBe('Texas');
    expect(stateName('tx')).toBeUndefined();
    expect(stateName('PR')).toBeUndefined();
  });
});
