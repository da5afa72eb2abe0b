/** The demo accounts the server seeds (README, "Demo accounts"); the e2e server gets this password. */
export const demoPassword = 'e2e-demo-password';

export const personas = {
  admin: { email: 'admin@example.com', name: 'Ada Admin', company: 'Eventsuite Operations' },
  ownerAlpen: { email: 'owner.alpen@example.com', name: 'Olivia Alder', company: 'Alpenbühne Events AG' },
  ownerHarbour: { email: 'owner.harbour@example.com', name: 'Henry Harbour', company: 'Harbour Stage GmbH' },
  member: { email: 'member@example.com', name: 'Max Moser', company: 'Alpenbühne Events AG' },
  both: { email: 'both@example.com', name: 'Bea Berger', company: 'Alpenbühne Events AG' },
  private: { email: 'private@example.com', name: 'Paula Privat', company: undefined },
  locked: { email: 'locked@example.com', name: 'Luke Locked', company: 'Harbour Stage GmbH' },
  // A crew member of Alpenbühne; only the company-creation journey signs in as her (she gains a company).
  crewCreator: { email: 'ines.imhof@alpenbuehne.example', name: 'Ines Imhof', company: 'Alpenbühne Events AG' },
  // Only the ownership-transfer journey signs in as these two: their company changes hands there.
  ownerNordlicht: { email: 'owner.nordlicht@example.com', name: 'Nora Lind', company: 'Nordlicht Bühnentechnik GmbH' },
  deputyNordlicht: {
    email: 'deputy.nordlicht@example.com',
    name: 'Jonas Berg',
    company: 'Nordlicht Bühnentechnik GmbH',
  },
  // Only the team members' apps journey signs in as her: her apps and roles change there.
  memberApps: { email: 'member.apps@example.com', name: 'Mia Appenzeller', company: 'Alpenbühne Events AG' },
  // A personal account of the app catalogue journey only: she installs and uninstalls apps.
  personalApps: { email: 'personal.apps@example.com', name: 'Pia Apfel', company: undefined },
} as const;

export type Persona = (typeof personas)[keyof typeof personas];
