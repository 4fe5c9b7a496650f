/** A row of `api_keys` as both stores read it; only how a moment is stored differs (ISO text or a Date). */
import type { KeyRecord } from './accounts.ts';

export interface KeyRow<Moment> {
  key_id: string;
  key_hash: string;
  display_prefix: string;
  email: string;
  plan: 'free';
  created_at: Moment;
  revoked_at: Moment | null;
}

export function keyRecord<Moment>(row: KeyRow<Moment>, iso: (moment: Moment) => string): KeyRecord {
  return {
    keyId: row.key_id,
    keyHash: row.key_hash,
    displayPrefix: row.display_prefix,
    email: row.email,
    plan: row.plan,
    createdAt: iso(row.created_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  };
}
