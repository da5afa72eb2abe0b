import type { Invitation, InvitationStatus } from '@eventsuite/api-contract';
import type { InvitationRow, InvitationWithExpiry } from './queries';

export function statusOf({ invitation, expired }: { invitation: InvitationRow; expired: boolean }): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.replacedById) return 'replaced';
  if (invitation.revokedAt) return 'revoked';
  return expired ? 'expired' : 'pending';
}

export function toInvitation(row: InvitationWithExpiry): Invitation {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    position: invitation.position,
    status: statusOf(row),
    sent_at: invitation.sentAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    accepted_at: invitation.acceptedAt?.toISOString() ?? null,
  };
}

export const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');
