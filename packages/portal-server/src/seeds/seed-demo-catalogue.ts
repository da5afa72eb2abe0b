import { and, eq, sql } from 'drizzle-orm';
import type { ImageFiles } from '../images/image-files';
import type { Database } from '../db/index';
import { apps, appScreenshots, installations, roles, userAppRoles } from '../areas/admin-apps/schema';

// The app catalogue of the demo (issue 14): German descriptions and instructions in both languages for the
// demo apps, logos and screenshots drawn here, and apps of every visibility, an always-installed one and
// an admin_only one, none of them installed for the personas seed-demo.ts installs apps for (their
// installed apps are counted by tests). Pia (personal.apps@example.com) has the catalogue journey of
// e2e/tests/apps-catalogue.spec.ts to herself.

type Visibility = typeof apps.$inferInsert.visibility;

interface CatalogueTexts {
  displayName?: string;
  descriptionDe: string;
  instructions: string;
  instructionsDe: string;
  /** Two colours for the drawn logo and screenshots. */
  colours: [string, string];
  screenshots: number;
}

interface DemoCatalogueApp extends CatalogueTexts {
  internalName: string;
  name: string;
  description: string;
  visibility: Visibility;
  alwaysInstalled?: boolean;
  adminOnly?: boolean;
}

/** The catalogue texts of the apps seed-demo.ts makes. */
const enrichedApps: Record<string, CatalogueTexts> = {
  'crew-planner': {
    descriptionDe: 'Planen Sie Schichten und Crews für Ihre Veranstaltungen.',
    instructions: 'Open a production, drag people onto shifts, and publish the plan when it is ready.',
    instructionsDe: 'Öffnen Sie eine Produktion, ziehen Sie Personen in Schichten und veröffentlichen Sie den Plan.',
    colours: ['#2f6f9f', '#9fd3f5'],
    screenshots: 3,
  },
  'staff-search': {
    descriptionDe: 'Finden Sie freie Crew nach Fähigkeit, Ort und Datum.',
    instructions: 'Search by skill and date, save the people you like, and contact them from their profile.',
    instructionsDe: 'Suchen Sie nach Fähigkeit und Datum, merken Sie sich Personen und kontaktieren Sie sie.',
    colours: ['#7a4fa0', '#e2c8f5'],
    screenshots: 2,
  },
  timesheets: {
    descriptionDe: 'Erfassen Sie Arbeitszeiten und geben Sie sie frei.',
    instructions: 'Record your hours after each shift; approvers confirm them every week.',
    instructionsDe: 'Erfassen Sie Ihre Stunden nach jeder Schicht; Freigebende bestätigen sie jede Woche.',
    colours: ['#3d8b5a', '#bfe8cc'],
    screenshots: 2,
  },
};

/** Apps of the other visibilities and kinds, installed for nobody but Pia (and Staff Search for her). */
const catalogueApps: DemoCatalogueApp[] = [
  {
    internalName: 'venue-finder',
    name: 'Venue Finder',
    description: 'Discover venues and their technical riders.',
    descriptionDe: 'Entdecken Sie Veranstaltungsorte und ihre technischen Anforderungen.',
    instructions: 'Filter venues by city and capacity, then open a venue to read its rider.',
    instructionsDe:
      'Filtern Sie Orte nach Stadt und Kapazität und öffnen Sie einen Ort, um seine Anforderungen zu lesen.',
    visibility: 'personal',
    colours: ['#c0662b', '#f8d2b4'],
    screenshots: 3,
  },
  {
    internalName: 'rigging-academy',
    name: 'Rigging Academy',
    description: 'Courses and certificates for safe rigging.',
    descriptionDe: 'Kurse und Zertifikate für sicheres Rigging.',
    instructions: 'Pick a course, work through its lessons, and take the test for your certificate.',
    instructionsDe: 'Wählen Sie einen Kurs, arbeiten Sie die Lektionen durch und legen Sie die Prüfung ab.',
    visibility: 'admin_personal',
    colours: ['#8f2f4f', '#f3c1d2'],
    screenshots: 1,
  },
  {
    internalName: 'stock-room',
    name: 'Stock Room',
    description: 'Keep track of equipment, cases and their whereabouts.',
    descriptionDe: 'Behalten Sie Geräte, Cases und ihren Verbleib im Blick.',
    instructions: 'Scan a case to see its contents; book equipment for a production.',
    instructionsDe: 'Scannen Sie ein Case, um seinen Inhalt zu sehen; buchen Sie Geräte für eine Produktion.',
    visibility: 'admin_company',
    colours: ['#4f5fa8', '#cdd3f7'],
    screenshots: 2,
  },
  {
    internalName: 'ops-console',
    name: 'Operations Console',
    description: 'The health of the platform at a glance.',
    descriptionDe: 'Der Zustand der Plattform auf einen Blick.',
    instructions: 'Watch the dashboards; alerts link to their runbooks.',
    instructionsDe: 'Beobachten Sie die Übersichten; Warnungen verlinken auf ihre Anleitungen.',
    visibility: 'admin',
    alwaysInstalled: true,
    colours: ['#333f4f', '#c5ccd6'],
    screenshots: 1,
  },
  {
    internalName: 'payroll-export',
    name: 'Payroll Export',
    description: 'Export approved hours to your payroll software.',
    descriptionDe: 'Exportieren Sie freigegebene Stunden in Ihre Lohnbuchhaltung.',
    instructions: 'An administrator connects your payroll software; exports then run every month.',
    instructionsDe: 'Ein Administrator verbindet Ihre Lohnsoftware; danach laufen die Exporte jeden Monat.',
    visibility: 'visible',
    adminOnly: true,
    colours: ['#6b6b1f', '#ececb8'],
    screenshots: 0,
  },
  {
    internalName: 'backstage-archive',
    name: 'Backstage Archive',
    description: 'Old productions, kept for reference.',
    descriptionDe: 'Frühere Produktionen, zum Nachschlagen aufbewahrt.',
    instructions: 'Search the archive by production or year.',
    instructionsDe: 'Durchsuchen Sie das Archiv nach Produktion oder Jahr.',
    visibility: 'hidden',
    colours: ['#555555', '#dddddd'],
    screenshots: 0,
  },
];

/** A demo app's OpenID redirect URI, on an origin of its own. */
const demoRedirectUrl = (internalName: string) => `https://${internalName}.example/auth/callback`;

/** Pia's apps: Staff Search is installed for her, so /app-not-installed has an "installed" case. */
const piasApps = ['staff-search'];

/** A simple drawn picture: a logo (square, a few shapes) or a screenshot (a window with panels). */
async function drawImage(kind: 'logo' | 'screenshot', [dark, light]: [string, string], variant: number) {
  const { default: sharp } = await import('sharp');
  const svg =
    kind === 'logo'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
          <rect width="256" height="256" rx="48" fill="${dark}"/>
          <circle cx="128" cy="112" r="56" fill="${light}"/>
          <rect x="64" y="184" width="128" height="20" rx="10" fill="${light}"/>
        </svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">
          <rect width="960" height="600" fill="#f7f7f9"/>
          <rect width="960" height="64" fill="${dark}"/>
          <rect x="24" y="88" width="${200 + variant * 40}" height="488" rx="12" fill="${light}"/>
          <rect x="${248 + variant * 40}" y="88" width="${688 - variant * 40}" height="${220 - variant * 30}" rx="12" fill="#ffffff" stroke="${light}" stroke-width="4"/>
          <rect x="${248 + variant * 40}" y="${332 - variant * 30}" width="${688 - variant * 40}" height="${244 + variant * 30}" rx="12" fill="${light}" opacity="0.6"/>
        </svg>`;
  return { data: await sharp(Buffer.from(svg)).png().toBuffer(), extension: 'png' as const };
}

async function drawPictures(files: ImageFiles, texts: CatalogueTexts) {
  const logo = await files.save(await drawImage('logo', texts.colours, 0));
  const screenshots: string[] = [];
  for (let index = 0; index < texts.screenshots; index++) {
    screenshots.push(await files.save(await drawImage('screenshot', texts.colours, index)));
  }
  return { logo, screenshots };
}

/**
 * Seeds the catalogue side of the demo in seed-demo.ts's transaction: texts and pictures of its apps
 * (pictures only when `files` is given: the server's image folder), the further catalogue apps, and
 * Pia's installations.
 */
export async function seedDemoCatalogue(
  tx: Pick<Database, 'select' | 'insert' | 'update'>,
  ids: { pia: string },
  files: ImageFiles | undefined,
): Promise<void> {
  const pictures = async (appId: string, texts: CatalogueTexts) => {
    if (!files) return;
    const { logo, screenshots } = await drawPictures(files, texts);
    await tx.update(apps).set({ logo }).where(eq(apps.id, appId));
    if (screenshots.length > 0) {
      await tx.insert(appScreenshots).values(screenshots.map((file, sortOrder) => ({ appId, file, sortOrder })));
    }
  };

  for (const [internalName, texts] of Object.entries(enrichedApps)) {
    const [app] = await tx
      .update(apps)
      .set({
        descriptionDe: texts.descriptionDe,
        instructions: texts.instructions,
        instructionsDe: texts.instructionsDe,
        // "Open" needs both; kept where the demo (or an operator) set them already.
        authPath: sql`coalesce(${apps.authPath}, '/sign-in')`,
        redirectUrl: sql`coalesce(${apps.redirectUrl}, ${demoRedirectUrl(internalName)})`,
      })
      .where(eq(apps.internalName, internalName))
      .returning({ id: apps.id });
    if (app) await pictures(app.id, texts);
  }

  for (const demoApp of catalogueApps) {
    const [app] = await tx
      .insert(apps)
      .values({
        internalName: demoApp.internalName,
        name: demoApp.name,
        displayName: demoApp.displayName ?? demoApp.name,
        description: demoApp.description,
        descriptionDe: demoApp.descriptionDe,
        instructions: demoApp.instructions,
        instructionsDe: demoApp.instructionsDe,
        visibility: demoApp.visibility,
        alwaysInstalled: demoApp.alwaysInstalled ?? false,
        adminOnly: demoApp.adminOnly ?? false,
        authPath: '/sign-in',
        comebackPath: '/',
        redirectUrl: demoRedirectUrl(demoApp.internalName),
      })
      .onConflictDoNothing({ target: apps.internalName })
      .returning({ id: apps.id });
    if (!app) continue; // An operator made an app of that name already: leave it alone.
    await tx.insert(roles).values([
      { appId: app.id, displayName: 'User', isPersonal: true, isDefault: true, sortOrder: 0 },
      { appId: app.id, displayName: 'Member', isPersonal: false, isDefault: true, sortOrder: 1 },
      { appId: app.id, displayName: 'Lead', isPersonal: false, isDefault: false, sortOrder: 2 },
    ]);
    await pictures(app.id, demoApp);
  }

  for (const internalName of piasApps) {
    const [role] = await tx
      .select({ appId: roles.appId, id: roles.id })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(and(eq(apps.internalName, internalName), eq(roles.isPersonal, true), eq(roles.isDefault, true)));
    if (!role) continue;
    await tx.insert(installations).values({ appId: role.appId, userId: ids.pia });
    await tx.insert(userAppRoles).values({ userId: ids.pia, appId: role.appId, companyId: null, roleId: role.id });
  }
}
