import { randomUUID } from 'node:crypto';
import { buildPath, endpoints, importResultSchema, teamMemberImportLimits } from '@eventsuite/api-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from './schema';
import { activityLog } from '../../changes/schema';
import { mailOutbox } from '../../mail/schema';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de' };

function form(content: string | Uint8Array, name = 'team.csv'): FormData {
  const data = new FormData();
  data.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type: 'text/csv' }),
    name,
  );
  return data;
}

describe.each(backends)('team member import on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  const send = async (kind: 'preview' | 'import', content: string | Uint8Array, headers = english) =>
    demo.inject('owner.alpen@example.com', {
      method: 'POST',
      url: buildPath(kind === 'preview' ? endpoints.previewTeamMemberImport : endpoints.importTeamMembers, {
        company: await demo.companyId('alpen'),
      }),
      payload: form(content),
      headers,
    });
  const counts = async () => {
    const [row] = await db()
      .select({
        invitations: sql<number>`(select count(*) from ${invitations})::int`,
        mails: sql<number>`(select count(*) from ${mailOutbox})::int`,
      })
      .from(sql`(select 1) as one`);
    return row;
  };

  it('previews every row with its problems and writes nothing', async () => {
    const good = `good-${randomUUID()}@example.com`;
    const before = await counts();
    for (const [headers, messages] of [
      [
        english,
        [
          'Invalid email address',
          'Must be chosen',
          'Must be chosen',
          'E-mail address already exists in another team',
          '"Email" already exists.',
        ],
      ],
      [
        german,
        [
          'Ungültige E-Mail-Adresse',
          'Muss ausgewählt werden',
          'Muss ausgewählt werden',
          'Die E-Mail-Adresse existiert bereits in einem anderen Team',
          '„E-Mail“ existiert bereits.',
        ],
      ],
    ] as const) {
      const csv = [
        '\uFEFFE-Mail;First name;Last name;Position;Location;Company role',
        `${good};Nina;Neu;Rigger;warehouse winterthur;Manager`,
        'not-an-email;Bad;Row;;;',
        `other-${randomUUID()}@example.com;A;B;;Nowhere;Boss`,
        'owner.harbour@example.com;Henry;Harbour;;;',
        'member@example.com;Max;Moser;;;',
        `${good.toUpperCase()};Twice;;;;`,
      ].join('\r\n');
      const response = await send('preview', csv, headers);
      expect(response.statusCode, response.body).toBe(200);
      const { rows, valid } = importResultSchema.parse(response.json()).data;
      expect(valid).toBe(1);
      expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7]);
      expect(rows[0]).toMatchObject({
        problems: {},
        values: { email: good, location: 'warehouse winterthur', company_role: 'Manager' },
      });
      expect(rows[1]!.problems).toEqual({ email: [messages[0]] });
      expect(rows[2]!.problems).toEqual({ location: [messages[1]], company_role: [messages[2]] });
      expect(rows[3]!.problems).toEqual({ email: [messages[3]] });
      expect(rows[4]).toMatchObject({ problems: {}, outcome: 'already_member' });
      expect(rows[5]!.problems).toEqual({ email: [messages[4]] });
    }
    expect(await counts()).toEqual(before);
  });

  it('invites the valid rows and answers every row’s outcome', async () => {
    const first = `first-${randomUUID()}@example.com`;
    const second = `second-${randomUUID()}@example.com`;
    const csv = `email,first_name,last_name,position,location,company_role\n${first},Nina,Neu,Rigger,Headquarters Zürich,Manager\nbad,,,,,\nmember@example.com,,,,,\n${second},"Ana, Maria",Quote,,,\n`;
    const response = await send('import', csv);
    expect(response.statusCode, response.body).toBe(200);
    const { rows, valid } = importResultSchema.parse(response.json()).data;
    expect(valid).toBe(2);
    expect(rows.map((row) => row.outcome)).toEqual(['invited', 'refused', 'already_member', 'invited']);
    const [invitation] = await db().select().from(invitations).where(eq(invitations.email, first));
    expect(invitation).toMatchObject({ firstName: 'Nina', position: 'Rigger' });
    expect(invitation!.locationId).not.toBeNull();
    expect(invitation!.roleId).not.toBeNull();
    expect((await db().select().from(invitations).where(eq(invitations.email, second)))[0]!.firstName).toBe(
      'Ana, Maria',
    );
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, second))).toHaveLength(1);
  });

  it('imports the same file again: each new invitation replaces the open one of its address, and is logged', async () => {
    const people = [`again-${randomUUID()}@example.com`, `again-${randomUUID()}@example.com`];
    const csv = `email,first_name\n${people[0]},Nina\nbad,\n${people[1]!.toUpperCase()},Noah\n`;
    expect((await send('import', csv)).statusCode).toBe(200);
    const first = await db()
      .select()
      .from(invitations)
      .where(inArray(sql`lower(${invitations.email})`, people));
    const response = await send('import', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(importResultSchema.parse(response.json()).data.rows.map((row) => row.outcome)).toEqual([
      'invited',
      'refused',
      'invited',
    ]);
    const all = await db()
      .select()
      .from(invitations)
      .where(inArray(sql`lower(${invitations.email})`, people));
    const open = all.filter((invitation) => invitation.revokedAt === null);
    expect(open.map((invitation) => invitation.email).sort()).toEqual([people[0], people[1]!.toUpperCase()].sort());
    for (const old of all.filter((invitation) => invitation.revokedAt !== null)) {
      const successor = open.find((invitation) => invitation.email.toLowerCase() === old.email.toLowerCase());
      expect(old.replacedById).toBe(successor!.id);
    }
    expect(all).toHaveLength(4);
    expect(first).toHaveLength(2);
    const logged = await db()
      .select({ objectId: activityLog.objectId, details: activityLog.details })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.eventType, 'team_member_invited'),
          inArray(
            activityLog.objectId,
            open.map((invitation) => invitation.id),
          ),
        ),
      );
    expect(logged.map(({ objectId, details }) => [objectId, details]).sort()).toEqual(
      [
        [open.find((i) => i.email === people[0])!.id, { email: people[0], import_line: 2 }],
        [
          open.find((i) => i.email === people[1]!.toUpperCase())!.id,
          { email: people[1]!.toUpperCase(), import_line: 4 },
        ],
      ].sort(),
    );
  });

  it.for([
    [
      'no email column',
      'name,position\nNina,Rigger\n',
      'The first row must name the columns of the template, at least "email".',
    ],
    ['only a header', 'email,first_name\n', 'The file has no rows besides its header.'],
    [
      'over 1000 rows',
      `email\n${Array.from({ length: teamMemberImportLimits.maxRows + 1 }, (_, i) => `p${i}@example.com`).join('\n')}`,
      'The file can have at most 1000 rows.',
    ],
    [
      'not UTF-8',
      new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xe4, 0x40, 0x78, 0x2e, 0x63, 0x68]),
      'The file is not a readable CSV file (UTF-8, separated by commas or semicolons).',
    ],
    [
      'an open quote',
      'email\n"nina@example.com\n',
      'The file is not a readable CSV file (UTF-8, separated by commas or semicolons).',
    ],
    ['over 3MB', `email\n${'x'.repeat(teamMemberImportLimits.maxBytes)}`, 'The file can not be larger than 3MB.'],
    [
      'a 3 MB single row of commas',
      ','.repeat(teamMemberImportLimits.maxBytes - 1),
      'A row of the file can have at most 10,000 characters.',
    ],
    [
      'a row over 10 000 characters',
      `email,position\nnina@example.com,${'x'.repeat(teamMemberImportLimits.maxRowCharacters)}\n`,
      'A row of the file can have at most 10,000 characters.',
    ],
    [
      'a header over 100 columns',
      `email${',extra'.repeat(teamMemberImportLimits.maxColumns)}\nnina@example.com\n`,
      'A row of the file can have at most 100 columns.',
    ],
    [
      'a row over 100 columns',
      `email\nnina@example.com${','.repeat(teamMemberImportLimits.maxColumns)}\n`,
      'A row of the file can have at most 100 columns.',
    ],
    [
      'a quoted field past 100 columns',
      `email\nnina@example.com${','.repeat(teamMemberImportLimits.maxColumns)}"Zürich, CH"\n`,
      'A row of the file can have at most 100 columns.',
    ],
  ] as const)('refuses a file with %s as a whole, and writes nothing', async ([, content, message]) => {
    const before = await counts();
    for (const kind of ['preview', 'import'] as const) {
      const response = await send(kind, content);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file).toEqual([message]);
    }
    expect(await counts()).toEqual(before);
  });

  it('previews a large file of 1000 rows and 100 columns, close to the upload limit, row by row', async () => {
    const notes = 'n'.repeat(3000);
    const header = ['email', 'first_name', ...Array.from({ length: 97 }, (_, i) => `extra_${i}`), 'notes'];
    const lines = Array.from(
      { length: teamMemberImportLimits.maxRows },
      (_, i) => `large-${i}@example.com,Nina ${i},${','.repeat(96)}"${notes}"`,
    );
    const csv = [header.join(','), ...lines, ''].join('\n');
    expect(csv.length).toBeGreaterThan(teamMemberImportLimits.maxBytes - 50_000);
    expect(csv.length).toBeLessThanOrEqual(teamMemberImportLimits.maxBytes);
    const before = await counts();
    const response = await send('preview', csv);
    expect(response.statusCode, response.body).toBe(200);
    const { rows, valid } = importResultSchema.parse(response.json()).data;
    expect(valid).toBe(teamMemberImportLimits.maxRows);
    expect(rows.map((row) => row.line)).toEqual(
      Array.from({ length: teamMemberImportLimits.maxRows }, (_, i) => i + 2),
    );
    expect(rows[999]).toMatchObject({
      problems: {},
      values: { email: 'large-999@example.com', first_name: 'Nina 999', last_name: '', position: '' },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses in German too, and a request without a file', async () => {
    const response = await send('import', 'name\nNina\n', german);
    expect(response.json().errors.file).toEqual([
      'Die erste Zeile muss die Spalten der Vorlage nennen, mindestens „email“.',
    ]);
    const wide = await send('preview', `email${',x'.repeat(teamMemberImportLimits.maxColumns)}\n`, german);
    expect(wide.json().errors.file).toEqual(['Eine Zeile der Datei darf höchstens 100 Spalten haben.']);
    const long = await send('preview', ','.repeat(teamMemberImportLimits.maxBytes - 1), german);
    expect(long.json().errors.file).toEqual(['Eine Zeile der Datei darf höchstens 10.000 Zeichen haben.']);
    const empty = await demo.inject('owner.alpen@example.com', {
      method: 'POST',
      url: buildPath(endpoints.importTeamMembers, { company: await demo.companyId('alpen') }),
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });
});
