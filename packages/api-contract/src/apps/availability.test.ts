import { describe, expect, it } from 'vitest';
import {
  appAvailability,
  appVisibleTo,
  isPlatformAdmin,
  type AppVisibility,
  type CatalogueViewer,
} from './availability';

const personal: CatalogueViewer = { inCompany: false, isPlatformAdmin: false };
const company: CatalogueViewer = { inCompany: true, isPlatformAdmin: false };
const admin: CatalogueViewer = { inCompany: true, isPlatformAdmin: true };

// The whole table: each visibility for a personal account, a company account and a platform administrator.
const table: [AppVisibility, personal: boolean, company: boolean, admin: boolean][] = [
  ['visible', true, true, true],
  ['hidden', false, false, false],
  ['company', false, true, true],
  ['personal', true, false, false],
  ['admin', false, false, true],
  ['admin_company', false, true, true],
  ['admin_personal', true, false, true],
];

describe('appVisibleTo', () => {
  it.each(table)('%s: personal %s, company %s, admin %s', (visibility, seenByPersonal, seenByCompany, seenByAdmin) => {
    expect(appVisibleTo(visibility, personal)).toBe(seenByPersonal);
    expect(appVisibleTo(visibility, company)).toBe(seenByCompany);
    expect(appVisibleTo(visibility, admin)).toBe(seenByAdmin);
  });

  it('counts a personal administrator as an administrator', () => {
    expect(appVisibleTo('admin', { inCompany: false, isPlatformAdmin: true })).toBe(true);
    expect(appVisibleTo('company', { inCompany: false, isPlatformAdmin: true })).toBe(false);
  });
});

describe('isPlatformAdmin', () => {
  it('is any admin_ permission, and no company right', () => {
    expect(isPlatformAdmin(['admin_can_view_content'])).toBe(true);
    expect(isPlatformAdmin(['can_edit_team_members', 'is_owner'])).toBe(false);
  });
});

describe('appAvailability', () => {
  const app = { visibility: 'visible', alwaysInstalled: false, adminOnly: false } as const;
  const installer = { ...company, canInstall: true };
  const member = { ...company, canInstall: false };

  it.each([
    ['no app', { app: null, installed: false, viewer: installer }, 'not_found'],
    ['installed', { app, installed: true, viewer: member }, 'installed'],
    [
      'always installed and visible',
      { app: { ...app, alwaysInstalled: true }, installed: false, viewer: member },
      'installed',
    ],
    [
      'always installed, not for companies',
      { app: { ...app, visibility: 'personal', alwaysInstalled: true }, installed: false, viewer: installer },
      'not_installable',
    ],
    [
      'not for this kind of account',
      { app: { ...app, visibility: 'personal' }, installed: false, viewer: installer },
      'not_installable',
    ],
    ['hidden', { app: { ...app, visibility: 'hidden' }, installed: false, viewer: installer }, 'not_installable'],
    ['admin only', { app: { ...app, adminOnly: true }, installed: false, viewer: installer }, 'administrator'],
    ['a member without the right to install', { app, installed: false, viewer: member }, 'administrator'],
    ['installable', { app, installed: false, viewer: installer }, 'installable'],
    [
      'installable by a personal user',
      { app: { ...app, visibility: 'personal' }, installed: false, viewer: { ...personal, canInstall: true } },
      'installable',
    ],
  ] as const)('%s', (_case, facts, expected) => {
    expect(appAvailability(facts)).toBe(expected);
  });
});
