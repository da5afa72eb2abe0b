import type { EventsuiteRoleSettings, OutboxMail } from '@eventsuite/api-contract';
import { defaultMailAttempts } from '../../mail/dispatcher';
import type { PortalRoleRow, SettingsRow } from './queries';

export const toEventsuiteRoleSettings = (
  settings: SettingsRow,
  roles: readonly PortalRoleRow[],
): EventsuiteRoleSettings => ({
  personal: roles.find((role) => role.isPersonal && role.isDefault)?.id ?? null,
  company_member: roles.find((role) => !role.isPersonal && role.isDefault)?.id ?? null,
  company_owner: settings.companyOwnerRoleId,
  roles: roles.map((role) => ({ id: role.id, name: role.displayName, is_personal: role.isPersonal })),
});

export const toOutboxMail = (row: {
  id: string;
  recipient: string;
  subject: string;
  createdAt: Date;
  attempts: number;
  lastError: string | null;
}): OutboxMail => ({
  id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  created_at: row.createdAt.toISOString(),
  attempts: row.attempts,
  last_error: row.lastError,
  failed: row.attempts >= defaultMailAttempts,
});
