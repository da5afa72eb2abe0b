// The big company of the team-member benchmark (bench/team-members.ts): generated in SQL, in its own
// database only (never in the demo data).
import type { DatabaseConnection } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seeds/seed';
import { seedPortalApp } from '../src/seeds/seed-portal-app';
import { hashPassword } from '../src/areas/identity/passwords';

// Names and positions the members are made of: 40 x 250 names, so a surname finds about 400 people.
export const givenNames =
  `Anna Beat Carla Daniel Elena Fabian Gabriela Hannes Ines Jonas Katrin Lukas Mara Nina Oliver Petra
  Quirin Rahel Simon Tobias Ursula Valentin Wanda Xaver Yvonne Zeno Alina Bruno Chiara Dominik Eva Felix Greta Henrik
  Iris Jan Klara Leon Mia Noah`.split(/\s+/);
const familySyllables = [
  'Am',
  'Bach',
  'Ca',
  'Dub',
  'Eg',
  'Frei',
  'Ger',
  'Hu',
  'Im',
  'Jen',
  'Kel',
  'Leh',
  'Mei',
  'Nuss',
  'Oder',
  'Port',
  'Roth',
  'Sut',
  'Tan',
  'Ul',
  'Vo',
  'Wys',
  'Zehn',
  'Arn',
  'Brun',
];
const familyEndings = ['rein', 'mann', 'flisch', 'ach', 'li', 'er', 'ler', 'baum', 'matt', 'berg'];
export const familyNames = familySyllables.flatMap((head) => familyEndings.map((tail) => `${head}${tail}`));
export const positions =
  `Sound engineer|Rigger|Lighting designer|Stagehand|Production assistant|Video technician|Catering lead|Driver|
  Event manager|Carpenter|Stage manager|Lighting operator|Security lead|Wardrobe|Make-up artist|Forklift driver|Accountant|
  Pyrotechnician|Booking agent|Runner|Electrician|Hospitality|Backline technician|Ticketing`
    .split('|')
    .map((position) => position.trim());

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * The big company: its owner (who signs in), a headquarters, `memberCount` members with the portal's
 * default company role and Crew Planner installed for all of them. Generated in SQL, in one transaction.
 */
export async function createBigCompany(
  database: DatabaseConnection,
  { memberCount, ownerEmail, password }: { memberCount: number; ownerEmail: string; password: string },
): Promise<void> {
  await migrate(database);
  await seed(database.db);
  await seedPortalApp(database.db);
  const passwordHash = await hashPassword(password);
  await database.withSession(async (session) => {
    await session.exec('begin');
    await session.query(
      `insert into users (email, password_hash, given_name, family_name, position, account_type)
       values ($1, $2, 'Bea', 'Benchmark', 'Managing director', 'business')`,
      [ownerEmail, passwordHash],
    );
    await session.exec(`
      insert into companies (name, owner_id, city, country)
        select 'Bench Crew AG', id, 'Zürich', 'CH' from users where email = '${ownerEmail}';
      insert into company_locations (company_id, name, is_headquarters)
        select id, 'Headquarters', true from companies where name = 'Bench Crew AG';
      insert into users (email, given_name, family_name, position, account_type, employment)
        select 'crew' || i || '@bench-crew.example',
          (${sqlArray(givenNames)})[1 + i % ${givenNames.length}],
          (${sqlArray(familyNames)})[1 + (i / ${givenNames.length}) % ${familyNames.length}],
          (${sqlArray(positions)})[1 + (i * 7) % ${positions.length}],
          'business', 'employed'
        from generate_series(0, ${memberCount - 1}) as i;
      insert into company_memberships (company_id, user_id, location_id)
        select c.id, u.id, l.id
        from companies c
        join company_locations l on l.company_id = c.id
        join users u on u.email like '%@bench-crew.example'
        where c.name = 'Bench Crew AG';
      update users set current_company_id = (select id from companies where name = 'Bench Crew AG')
        where email like '%@bench-crew.example';
      insert into apps (internal_name, name, visibility) values ('crew-planner', 'Crew Planner', 'company');
      insert into roles (app_id, display_name, is_personal, is_default)
        select id, 'Planner', false, true from apps where internal_name = 'crew-planner';
      insert into installations (app_id, company_id)
        select a.id, c.id from apps a, companies c where a.internal_name = 'crew-planner' and c.name = 'Bench Crew AG';
      insert into user_app_roles (user_id, app_id, company_id, role_id)
        select m.user_id, r.app_id, m.company_id, r.id
        from company_memberships m
        join companies c on c.id = m.company_id and c.name = 'Bench Crew AG'
        join roles r on r.is_default and not r.is_personal
        join apps a on a.id = r.app_id and a.internal_name in ('eventsuite', 'crew-planner');
    `);
    await session.exec('commit');
    // What autovacuum does to a table that has settled: statistics, and the visibility map index-only scans need.
    await session.exec('vacuum analyze');
  });
}
