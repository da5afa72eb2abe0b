import { administrationEventTypes, buildPath, endpoints, type ActivityEventType } from '@eventsuite/api-contract';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { backends } from '../../db/test-databases';
import { mailOutbox } from '../../mail/schema';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { useDemoApp } from '../../testing/demo-app';
import { apps, portalAppName, roles } from '../admin-apps';
import { companyLocations, companyMemberships } from '../identity';

// Issue 27 §3: every event type of spec §3 is written by its action, seen through the API: the action
// writes exactly its event, with its actor and its target, and a refused change writes none. The
// actions run in order on one demo database; each builds on what the ones before it made.

/** The spec's event types (§3): the log's administration events less the portal's own additions. */
const portalAdditions: readonly ActivityEventType[] = [
  // Issue 28 and issue 30's account security: each tested with its action in its own area's tests.
  'saml_settings_changed',
  'saml_activated',
  'saml_deactivated',
  'saml_sign_in_refused',
  'password_reset',
  'sessions_ended',
  'two_factor_added',
  'two_factor_removed',
  'recovery_code_used',
  'recovery_codes_renewed',
  'user_two_factor_reset',
  'company_two_factor_requirement_updated',
  'app_deleted',
  'company_validation_requested',
  'company_ownership_transferred',
  'company_app_assigned',
  'company_app_unassigned',
  'company_deleted',
  'team_member_removed',
];
const specTypes = administrationEventTypes.filter((type) => !portalAdditions.includes(type));
/** Spec types whose action and event are tested with their area: saving a static page (static-pages.test.ts). */
const withoutActionYet: readonly ActivityEventType[] = ['static_page_updated'];

const admin = 'admin@example.com';
const nora = 'owner.nordlicht@example.com';
const deputy = 'deputy.nordlicht@example.com';
const paula = 'private@example.com';
const both = 'both@example.com';

type Actor = DemoPersonaEmail | { userId: string };
interface Done {
  /** Who made it: a persona, or an account the action made (an invitee). */
  actor: Actor;
  target: { type: 'app' | 'company' | 'invitation' | 'role' | 'user'; id: string };
}
interface Case {
  type: ActivityEventType;
  /** Performs the action; answers who made it and what to. */
  act: () => Promise<Done>;
  /** The same action refused (a 4xx): it writes nothing. */
  refused?: () => Promise<LightMyRequestResponse>;
}

describe.each(backends)('every spec §3 event is written by its action on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;
  const ids = {} as Record<
    | 'nordlicht'
    | 'app'
    | 'personalA'
    | 'personalB'
    | 'companyA'
    | 'companyB'
    | 'auditorRole'
    | 'teamMemberRole'
    | 'managerRole'
    | 'location'
    | 'request',
    string
  >;

  const send = async (as: DemoPersonaEmail, options: InjectOptions) => {
    const response = await demo.inject(as, options);
    expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(200);
    return response;
  };
  const roleId = async (appId: string, displayName: string) => {
    const [row] = await db()
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.appId, appId), eq(roles.displayName, displayName)));
    return row!.id;
  };
  const nordlicht = (path: string) => `/api/companies/${ids.nordlicht}${path}`;
  const requestValidation = async () => {
    const response = await send(nora, { method: 'POST', url: nordlicht('/validation-requests') });
    const open = (response.json().data.requests as { id: string; status: string }[]).find(
      (request) => request.status === 'requested',
    );
    ids.request = open!.id;
  };
  const decide = (decision: 'accept' | 'decline') =>
    demo.inject(admin, {
      method: 'POST',
      url: buildPath(endpoints.decideCompanyValidation, { company: ids.nordlicht }),
      payload: {
        request: ids.request,
        decision,
        checks: {
          address: true,
          email: true,
          name: true,
          owner_authorized: true,
          phone: decision === 'accept',
          vat_number: true,
        },
        reasons: decision === 'accept' ? {} : { phone: 'The number does not answer.' },
      },
    });
  const appInput = (changes: object = {}) => ({
    name: 'Coverage',
    internal_name: 'coverage',
    technical_name: 'coverage.app',
    display_name: 'Coverage',
    description: 'Proves the log.',
    description_de: 'Beweist das Protokoll.',
    instructions: '',
    instructions_de: '',
    visibility: 'visible',
    always_installed: false,
    admin_only: false,
    auth_path: '/auth/start',
    comeback_path: '/signed-out',
    redirect_url: 'https://coverage.example.com/callback',
    default_personal_role: null,
    default_company_role: null,
    ...changes,
  });
  const setDefault = (role: string) =>
    send(admin, { method: 'PUT', url: buildPath(endpoints.setDefaultRole, { app: ids.app }), payload: { role } });
  const user = async (email: DemoPersonaEmail) => ({ type: 'user' as const, id: await demo.userId(email) });
  const company = () => ({ type: 'company' as const, id: ids.nordlicht });
  const app = () => ({ type: 'app' as const, id: ids.app });

  beforeAll(async () => {
    ids.nordlicht = await demo.companyId('nordlicht');
    const [portal] = await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, portalAppName));
    ids.teamMemberRole = await roleId(portal!.id, 'Team member');
    ids.managerRole = await roleId(portal!.id, 'Manager');
    const [location] = await db()
      .insert(companyLocations)
      .values({ companyId: ids.nordlicht, name: 'Coverage depot' })
      .returning({ id: companyLocations.id });
    ids.location = location!.id;
  });

  /** The newest event before the action under test: what it writes comes after it. */
  let marker = 0;
  const lastEventId = async () => {
    const [row] = await db()
      .select({ id: max(activityLog.id) })
      .from(activityLog);
    return row?.id ?? 0;
  };
  const newEvents = () =>
    db().select().from(activityLog).where(gt(activityLog.id, marker)).orderBy(asc(activityLog.id));

  const cases: Case[] = [
    {
      type: 'app_created',
      act: async () => {
        const response = await send(admin, {
          method: 'POST',
          url: buildPath(endpoints.createApp),
          payload: appInput(),
        });
        ids.app = response.json().data.id;
        return { actor: admin, target: app() };
      },
      // The same internal name again.
      refused: () => demo.inject(admin, { method: 'POST', url: buildPath(endpoints.createApp), payload: appInput() }),
    },
    {
      type: 'app_updated',
      act: async () => {
        await send(admin, {
          method: 'PUT',
          url: buildPath(endpoints.updateApp, { app: ids.app }),
          payload: appInput({ description: 'Proves every event.' }),
        });
        return { actor: admin, target: app() };
      },
    },
    {
      type: 'role_created',
      act: async () => {
        await send(admin, {
          method: 'POST',
          url: buildPath(endpoints.createRole, { app: ids.app }),
          payload: { display_name: 'Coverage personal A', is_personal: true },
        });
        ids.personalA = await roleId(ids.app, 'Coverage personal A');
        return { actor: admin, target: { type: 'role', id: ids.personalA } };
      },
      refused: () =>
        demo.inject(nora, {
          method: 'POST',
          url: buildPath(endpoints.createRole, { app: ids.app }),
          payload: { display_name: 'Not allowed', is_personal: true },
        }),
    },
    {
      type: 'role_updated',
      act: async () => {
        // The further roles the cases below use.
        for (const [display_name, is_personal] of [
          ['Coverage personal B', true],
          ['Coverage company A', false],
          ['Coverage company B', false],
          ['Coverage auditor', false],
        ] as const) {
          await send(admin, {
            method: 'POST',
            url: buildPath(endpoints.createRole, { app: ids.app }),
            payload: { display_name, is_personal },
          });
        }
        ids.personalB = await roleId(ids.app, 'Coverage personal B');
        ids.companyA = await roleId(ids.app, 'Coverage company A');
        ids.companyB = await roleId(ids.app, 'Coverage company B');
        ids.auditorRole = await roleId(ids.app, 'Coverage auditor');
        marker = await lastEventId();
        await send(admin, {
          method: 'PUT',
          url: buildPath(endpoints.renameRole, { app: ids.app, role: ids.auditorRole }),
          payload: { display_name: 'Coverage reviewer' },
        });
        return { actor: admin, target: { type: 'role', id: ids.auditorRole } };
      },
    },
    {
      type: 'default_role_set',
      act: async () => {
        await setDefault(ids.personalA);
        return { actor: admin, target: { type: 'role', id: ids.personalA } };
      },
      refused: () =>
        demo.inject(admin, {
          method: 'PUT',
          url: buildPath(endpoints.setDefaultRole, { app: ids.app }),
          payload: { role: ids.nordlicht },
        }),
    },
    {
      type: 'default_role_updated',
      act: async () => {
        await setDefault(ids.personalB);
        return { actor: admin, target: { type: 'role', id: ids.personalB } };
      },
    },
    {
      type: 'default_role_deleted',
      act: async () => {
        await send(admin, {
          method: 'DELETE',
          url: buildPath(endpoints.removeDefaultRole, { app: ids.app, kind: 'personal' }),
        });
        return { actor: admin, target: { type: 'role', id: ids.personalB } };
      },
    },
    {
      type: 'role_deleted',
      act: async () => {
        await send(admin, {
          method: 'DELETE',
          url: buildPath(endpoints.deleteRole, { app: ids.app, role: ids.auditorRole }),
        });
        return { actor: admin, target: { type: 'role', id: ids.auditorRole } };
      },
    },
    {
      type: 'permission_assigned',
      act: async () => {
        await send(admin, {
          method: 'PUT',
          url: buildPath(endpoints.saveRolePermissions, { role: ids.teamMemberRole }),
          payload: { permissions: [] },
        });
        marker = await lastEventId();
        await send(admin, {
          method: 'PUT',
          url: buildPath(endpoints.saveRolePermissions, { role: ids.teamMemberRole }),
          payload: { permissions: ['eventsuite.can_view_company_profile'] },
        });
        return { actor: admin, target: { type: 'role', id: ids.teamMemberRole } };
      },
      refused: () =>
        demo.inject(admin, {
          method: 'PUT',
          url: buildPath(endpoints.saveRolePermissions, { role: ids.teamMemberRole }),
          payload: { permissions: ['eventsuite.is_owner'] },
        }),
    },
    {
      type: 'permission_updated',
      act: async () => {
        await send(admin, {
          method: 'PUT',
          url: buildPath(endpoints.saveRolePermissions, { role: ids.teamMemberRole }),
          payload: { permissions: ['eventsuite.can_view_company_profile', 'eventsuite.can_view_locations'] },
        });
        return { actor: admin, target: { type: 'role', id: ids.teamMemberRole } };
      },
    },
    {
      type: 'company_default_role_set',
      act: async () => {
        await send(nora, {
          method: 'PUT',
          url: nordlicht(`/apps/${ids.app}/company-default-role`),
          payload: { role: ids.companyA },
        });
        return { actor: nora, target: app() };
      },
      refused: () =>
        demo.inject(nora, {
          method: 'PUT',
          url: nordlicht(`/apps/${ids.app}/company-default-role`),
          payload: { role: ids.personalA },
        }),
    },
    {
      type: 'company_default_role_updated',
      act: async () => {
        await send(nora, {
          method: 'PUT',
          url: nordlicht(`/apps/${ids.app}/company-default-role`),
          payload: { role: ids.companyB },
        });
        return { actor: nora, target: app() };
      },
    },
    {
      type: 'team_member_app_installed',
      act: async () => {
        // The company installs the app: its members get the company's default role in it.
        await send(nora, { method: 'POST', url: buildPath(endpoints.installApp), payload: { app: ids.app } });
        return { actor: nora, target: app() };
      },
    },
    {
      type: 'team_member_app_roles_changed',
      act: async () => {
        await send(nora, {
          method: 'PUT',
          url: nordlicht(`/team-members/${await demo.userId(deputy)}/apps/${ids.app}/roles`),
          payload: { role: ids.companyA },
        });
        return { actor: nora, target: await user(deputy) };
      },
      refused: async () =>
        demo.inject(nora, {
          method: 'PUT',
          url: nordlicht(`/team-members/${await demo.userId(deputy)}/apps/${ids.app}/roles`),
          payload: { role: ids.personalA },
        }),
    },
    {
      type: 'team_member_app_removed',
      act: async () => {
        await send(nora, {
          method: 'DELETE',
          url: nordlicht(`/team-members/${await demo.userId(deputy)}/installed-apps/${ids.app}`),
        });
        return { actor: nora, target: await user(deputy) };
      },
    },
    {
      type: 'company_default_role_deleted',
      act: async () => {
        await send(nora, { method: 'DELETE', url: nordlicht(`/apps/${ids.app}/company-default-role`) });
        return { actor: nora, target: app() };
      },
    },
    {
      type: 'user_app_installed',
      act: async () => {
        await setDefault(ids.personalA);
        marker = await lastEventId();
        await send(paula, { method: 'POST', url: buildPath(endpoints.installApp), payload: { app: ids.app } });
        return { actor: paula, target: app() };
      },
      // Installed already.
      refused: () =>
        demo.inject(paula, { method: 'POST', url: buildPath(endpoints.installApp), payload: { app: ids.app } }),
    },
    {
      type: 'user_app_roles_assigned',
      act: async () => {
        await send(admin, {
          method: 'PUT',
          url: `/api/admin/users/${await demo.userId(paula)}/apps/${ids.app}/roles`,
          payload: { company: null, role: ids.personalB },
        });
        return { actor: admin, target: await user(paula) };
      },
      refused: async () =>
        demo.inject(admin, {
          method: 'PUT',
          url: `/api/admin/users/${await demo.userId(paula)}/apps/${ids.app}/roles`,
          payload: { company: null, role: ids.companyA },
        }),
    },
    {
      type: 'user_app_uninstalled',
      act: async () => {
        await send(paula, { method: 'DELETE', url: buildPath(endpoints.uninstallApp, { app: ids.app }) });
        return { actor: paula, target: app() };
      },
    },
    {
      type: 'user_eventsuite_role_updated',
      act: async () => {
        await send(admin, {
          method: 'PUT',
          url: buildPath(endpoints.updateAdminUserRole, { user: await demo.userId(deputy) }),
          payload: { company: ids.nordlicht, role: ids.managerRole },
        });
        return { actor: admin, target: await user(deputy) };
      },
      // A personal role in a company.
      refused: async () =>
        demo.inject(admin, {
          method: 'PUT',
          url: buildPath(endpoints.updateAdminUserRole, { user: await demo.userId(deputy) }),
          payload: { company: ids.nordlicht, role: ids.personalA },
        }),
    },
    {
      type: 'team_member_company_role_updated',
      act: async () => {
        const [membership] = await db()
          .select({ locationId: companyMemberships.locationId })
          .from(companyMemberships)
          .where(
            and(
              eq(companyMemberships.companyId, ids.nordlicht),
              eq(companyMemberships.userId, await demo.userId(deputy)),
            ),
          );
        await send(nora, {
          method: 'PUT',
          url: nordlicht(`/team-members/${await demo.userId(deputy)}`),
          payload: { company_role: ids.teamMemberRole, location: membership!.locationId },
        });
        return { actor: nora, target: await user(deputy) };
      },
      refused: async () =>
        demo.inject(nora, {
          method: 'PUT',
          url: nordlicht(`/team-members/${await demo.userId(deputy)}`),
          payload: { company_role: ids.companyA, location: null },
        }),
    },
    {
      type: 'team_member_updated',
      act: async () => {
        await send(nora, {
          method: 'PUT',
          url: nordlicht(`/team-members/${await demo.userId(deputy)}`),
          payload: { company_role: ids.teamMemberRole, location: ids.location },
        });
        return { actor: nora, target: await user(deputy) };
      },
    },
    {
      type: 'user_locked',
      act: async () => {
        await send(admin, {
          method: 'POST',
          url: buildPath(endpoints.lockAdminUser, { user: await demo.userId(both) }),
        });
        return { actor: admin, target: await user(both) };
      },
      // Nobody locks themselves.
      refused: async () =>
        demo.inject(admin, {
          method: 'POST',
          url: buildPath(endpoints.lockAdminUser, { user: await demo.userId(admin) }),
        }),
    },
    {
      type: 'user_unlocked',
      act: async () => {
        await send(admin, {
          method: 'DELETE',
          url: buildPath(endpoints.unlockAdminUser, { user: await demo.userId(both) }),
        });
        return { actor: admin, target: await user(both) };
      },
    },
    {
      type: 'team_member_invited',
      act: async () => {
        const response = await send(nora, {
          method: 'POST',
          url: nordlicht('/invitations'),
          payload: {
            email: 'coverage.invitee@example.com',
            first_name: 'Ines',
            last_name: 'Invitee',
            position: '',
            location_id: null,
            role_id: null,
          },
        });
        return { actor: nora, target: { type: 'invitation', id: response.json().data.id as string } };
      },
    },
    {
      type: 'team_member_created',
      act: async () => {
        const [mail] = await db()
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, 'coverage.invitee@example.com'));
        const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
        const response = await demo.app.inject({
          method: 'POST',
          url: buildPath(endpoints.acceptInvitation, { token }),
          payload: {
            first_name: 'Ines',
            last_name: 'Invitee',
            password: 'a good password',
            password_confirmation: 'a good password',
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        const [event] = await newEvents();
        // The invitee is the actor of their own join (issue 27).
        return { actor: { userId: event!.objectId }, target: { type: 'user', id: event!.objectId } };
      },
    },
    {
      type: 'company_validation_withdrawn',
      act: async () => {
        await requestValidation();
        marker = await lastEventId();
        await send(nora, { method: 'DELETE', url: nordlicht(`/validation-requests/${ids.request}`) });
        return { actor: nora, target: company() };
      },
      // No longer open.
      refused: () => demo.inject(nora, { method: 'DELETE', url: nordlicht(`/validation-requests/${ids.request}`) }),
    },
    {
      type: 'company_validation_declined',
      act: async () => {
        await requestValidation();
        marker = await lastEventId();
        const response = await decide('decline');
        expect(response.statusCode, response.body).toBe(200);
        return { actor: admin, target: company() };
      },
      // Decided already.
      refused: () => decide('accept'),
    },
    {
      type: 'company_validated',
      act: async () => {
        await requestValidation();
        marker = await lastEventId();
        const response = await decide('accept');
        expect(response.statusCode, response.body).toBe(200);
        return { actor: admin, target: company() };
      },
    },
    {
      type: 'company_validation_recalled',
      act: async () => {
        await send(admin, {
          method: 'DELETE',
          url: buildPath(endpoints.recallCompanyValidation, { company: ids.nordlicht }),
          payload: { reason: 'The register says otherwise.' },
        });
        return { actor: admin, target: company() };
      },
      // Nothing verified to recall any more.
      refused: () =>
        demo.inject(admin, {
          method: 'DELETE',
          url: buildPath(endpoints.recallCompanyValidation, { company: ids.nordlicht }),
          payload: { reason: '' },
        }),
    },
  ];

  it('has a case for every spec event type but those without an action yet', () => {
    expect(specTypes).toHaveLength(31);
    expect(new Set([...cases.map((entry) => entry.type), ...withoutActionYet])).toEqual(new Set(specTypes));
  });

  it.each(cases.map((entry) => [entry.type, entry] as const))('%s', async (type, { act, refused }) => {
    marker = await lastEventId();
    const done = await act();
    const actorId = typeof done.actor === 'string' ? await demo.userId(done.actor) : done.actor.userId;
    const written = await newEvents();
    expect(written.map((event) => event.eventType)).toEqual([type]);
    expect(written[0]).toMatchObject({ actorUserId: actorId, objectType: done.target.type, objectId: done.target.id });
    if (!refused) return;
    marker = await lastEventId();
    const response = await refused();
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(await newEvents()).toEqual([]);
  });
});
