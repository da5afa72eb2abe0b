import {
  fieldLabel,
  singleLineText,
  teamMemberImportColumns,
  teamMemberImportLimits,
  validationKeyForIssue,
  validationMessage,
  type ImportRow,
  type MessageLanguage,
  type TeamMemberImportColumn,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod/mini';
import { FieldValidationError } from '../../http/errors';
import type { Standing } from './standing';

/*
 * The team-member import (spec §7 team-member-imports): a CSV file with the columns of the template,
 * read on the server. A file that fails as a whole (unreadable, without an email column, empty, over
 * 1000 rows) is refused on `file` and nothing is written; otherwise every row is checked on its own.
 */

const fileProblem = (key: ValidationMessageKey) => new FieldValidationError({ file: [key] });

/** Header names people write for the columns, besides the template's own. */
const headerAliases: Record<string, TeamMemberImportColumn> = {
  e_mail: 'email',
  mail: 'email',
  firstname: 'first_name',
  lastname: 'last_name',
  role: 'company_role',
};

function columnOf(header: string): TeamMemberImportColumn | undefined {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((teamMemberImportColumns as readonly string[]).includes(key)) return key as TeamMemberImportColumn;
  return headerAliases[key];
}

export interface ParsedRow {
  line: number;
  values: Record<TeamMemberImportColumn, string>;
}

/** The rows of the file, each with its line number; FieldValidationError on `file` when the file fails whole. */
export function parseImportFile(bytes: Buffer): ParsedRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileProblem('csv_unreadable');
  }
  if (text.includes('\u0000')) throw fileProblem('csv_unreadable');
  // Spreadsheets set to German and other locales save with semicolons.
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = header.includes(';') && !header.includes(',') ? ';' : ',';
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw fileProblem('csv_unreadable');
    throw error;
  }
  const [head, ...body] = records;
  const columns = (head?.record ?? []).map(columnOf);
  if (!columns.includes('email')) throw fileProblem('csv_columns');
  if (body.length === 0) throw fileProblem('csv_empty');
  if (body.length > teamMemberImportLimits.maxRows) throw fileProblem('csv_too_many_rows');
  return body.map(({ info, record }) => {
    const values = Object.fromEntries(teamMemberImportColumns.map((column) => [column, ''])) as ParsedRow['values'];
    columns.forEach((column, index) => {
      if (column && values[column] === '') values[column] = record[index] ?? '';
    });
    return { line: info.lines, values };
  });
}

const rowSchema = z.object({
  email: z.email().check(z.maxLength(255)),
  first_name: singleLineText(),
  last_name: singleLineText(),
  position: singleLineText(),
  location: singleLineText(),
  company_role: singleLineText(),
});

/** A row that can be invited, with its location and role resolved. */
export interface InvitableRow {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  locationId: string | null;
  roleId: string | null;
}

export interface RowCheck {
  row: ImportRow;
  invitable?: InvitableRow;
  alreadyMember: boolean;
}

interface Choices {
  locations: { id: string; name: string }[];
  roles: { id: string; displayName: string }[];
}

const byName = <T>(list: T[], name: (item: T) => string, wanted: string) =>
  list.find((item) => name(item).toLowerCase() === wanted.toLowerCase());

/**
 * Checks every row: its fields (the rules of the create form), its location and company role by name,
 * an address twice in the file, and where the address stands (`standingOf`). Messages are worded in
 * `language`.
 */
export async function checkRows(
  rows: ParsedRow[],
  choices: Choices,
  standingOf: (email: string) => Promise<Standing>,
  language: MessageLanguage,
): Promise<RowCheck[]> {
  const seen = new Set<string>();
  const checks: RowCheck[] = [];
  for (const { line, values } of rows) {
    const problems: Partial<Record<TeamMemberImportColumn, ValidationMessageKey>> = {};
    const parsed = rowSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = issue.path[0] as TeamMemberImportColumn;
        problems[column] ??= validationKeyForIssue(issue, values[column]);
      }
    }
    const location = values.location ? byName(choices.locations, (l) => l.name, values.location) : undefined;
    if (values.location && !location) problems.location ??= 'chosen';
    const role = values.company_role ? byName(choices.roles, (r) => r.displayName, values.company_role) : undefined;
    if (values.company_role && !role) problems.company_role ??= 'chosen';

    let alreadyMember = false;
    const email = values.email.toLowerCase();
    if (!problems.email) {
      if (seen.has(email)) problems.email = 'unique';
      else {
        seen.add(email);
        const standing = await standingOf(values.email);
        if (standing.kind === 'member') alreadyMember = true;
        else if (standing.kind === 'same_company_group' || standing.kind === 'other_team')
          problems.email = standing.kind;
      }
    }
    const worded = Object.fromEntries(
      Object.entries(problems).map(([column, key]) => [
        column,
        [validationMessage(key, language, fieldLabel(column, language))],
      ]),
    );
    const row: ImportRow = { line, values, problems: worded, outcome: null };
    const invitable =
      Object.keys(problems).length === 0 && !alreadyMember && parsed.success
        ? {
            line,
            email: parsed.data.email,
            firstName: parsed.data.first_name,
            lastName: parsed.data.last_name,
            position: parsed.data.position,
            locationId: location?.id ?? null,
            roleId: role?.id ?? null,
          }
        : undefined;
    checks.push({ row, alreadyMember, ...(invitable ? { invitable } : {}) });
  }
  return checks;
}
