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
import { isUtf8 } from 'node:buffer';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { z } from 'zod/mini';
import { FieldValidationError } from '../../http/errors';
import type { Standing } from './standing';

/*
 * The team-member import (spec §7 team-member-imports): a CSV file with the columns of the template,
 * read on the server. A file that fails as a whole (unreadable, without an email column, empty, over
 * 1000 rows, a row over 100 columns or 10 000 characters) is refused on `file` and nothing is written;
 * otherwise every row is checked on its own.
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

/** How much of the file the parser reads between two turns of the event loop (ADR 0024). */
const sliceBytes = 16 * 1024;

/** The file in slices, with a turn of the event loop before each but the first: other requests go on. */
async function* slices(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += sliceBytes) {
    if (start > 0) await setImmediate();
    yield bytes.subarray(start, start + sliceBytes);
  }
}

/** The refusal of a parser's error: a row over a limit, or an unreadable file. */
function refusalOf(error: CsvError): FieldValidationError {
  if (error.code === 'CSV_MAX_RECORD_SIZE') return fileProblem('csv_row_too_long');
  // Past the last column it counts, the parser takes delimiters as text: a quote there breaks the field.
  if (typeof error.index === 'number' && error.index >= teamMemberImportLimits.maxColumns) {
    return fileProblem('csv_too_many_columns');
  }
  return fileProblem('csv_unreadable');
}

/**
 * The rows of the file, each with its line number; FieldValidationError on `file` when the file fails whole.
 * The parser reads the file a slice at a time, so no file holds the event loop for long, and refuses a row
 * past the limits as soon as it gets there: a row over `maxRowCharacters` (delimiters past the last column
 * it counts are text, so a row of a million commas is one long field) or over `maxColumns`.
 */
export async function parseImportFile(bytes: Buffer): Promise<ParsedRow[]> {
  if (!isUtf8(bytes) || bytes.includes(0)) throw fileProblem('csv_unreadable');
  // Spreadsheets set to German and other locales save with semicolons.
  const lineEnd = bytes.indexOf('\n');
  const header = bytes.subarray(0, lineEnd === -1 ? bytes.length : lineEnd);
  const delimiter = header.includes(';') && !header.includes(',') ? ';' : ',';
  let columns: (TeamMemberImportColumn | undefined)[] | undefined;
  const rows: ParsedRow[] = [];
  const readRecords = async (records: AsyncIterable<{ info: { lines: number }; record: string[] }>) => {
    for await (const { info, record } of records) {
      if (record.length > teamMemberImportLimits.maxColumns) throw fileProblem('csv_too_many_columns');
      if (!columns) {
        columns = record.map(columnOf);
        if (!columns.includes('email')) throw fileProblem('csv_columns');
        continue;
      }
      if (rows.length === teamMemberImportLimits.maxRows) throw fileProblem('csv_too_many_rows');
      const values = Object.fromEntries(teamMemberImportColumns.map((column) => [column, ''])) as ParsedRow['values'];
      columns.forEach((column, index) => {
        if (column && values[column] === '') values[column] = record[index] ?? '';
      });
      rows.push({ line: info.lines, values });
    }
  };
  try {
    await pipeline(
      slices(bytes),
      parse({
        bom: true,
        delimiter,
        info: true,
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
        max_record_size: teamMemberImportLimits.maxRowCharacters,
        ignore_last_delimiters: teamMemberImportLimits.maxColumns + 1,
      }),
      readRecords,
    );
  } catch (error) {
    if (error instanceof CsvError) throw refusalOf(error);
    throw error;
  }
  if (!columns) throw fileProblem('csv_columns');
  if (rows.length === 0) throw fileProblem('csv_empty');
  return rows;
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

/** A turn of the event loop every this many rows, so that checking 1000 rows does not hold it. */
const rowsPerTurn = 100;

/**
 * Checks every row: its fields (the rules of the create form), its location and company role by name,
 * an address twice in the file, and where the address stands (`standingsOf`, asked once for all the
 * file's addresses). Messages are worded in `language`.
 */
export async function checkRows(
  rows: ParsedRow[],
  choices: Choices,
  standingsOf: (emails: string[]) => Promise<Map<string, Standing>>,
  language: MessageLanguage,
): Promise<RowCheck[]> {
  const seen = new Set<string>();
  const checked: {
    line: number;
    values: ParsedRow['values'];
    problems: Partial<Record<TeamMemberImportColumn, ValidationMessageKey>>;
    parsed: ReturnType<typeof rowSchema.safeParse>;
    location: Choices['locations'][number] | undefined;
    role: Choices['roles'][number] | undefined;
    /** Whose standing decides the row: its address, the first time the file names it. */
    standingOf?: string;
  }[] = [];
  for (const [index, { line, values }] of rows.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await setImmediate();
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
    const email = values.email.toLowerCase();
    let standingOf: string | undefined;
    if (!problems.email) {
      if (seen.has(email)) problems.email = 'unique';
      else {
        seen.add(email);
        standingOf = email;
      }
    }
    checked.push({ line, values, problems, parsed, location, role, ...(standingOf ? { standingOf } : {}) });
  }

  const standings = await standingsOf([...seen]);
  const checks: RowCheck[] = [];
  for (const [index, { line, values, problems, parsed, location, role, standingOf }] of checked.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await setImmediate();
    let alreadyMember = false;
    const standing = standingOf ? standings.get(standingOf) : undefined;
    if (standing?.kind === 'member') alreadyMember = true;
    else if (standing?.kind === 'same_company_group' || standing?.kind === 'other_team') problems.email = standing.kind;
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
