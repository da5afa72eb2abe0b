import type { Passkey } from '@eventsuite/api-contract';
import type { PasskeyRow } from './two-factor-queries';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  passwordless: row.passwordless,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});
