import {
  invitationsEndpoints,
  teamMemberImportColumns,
  validationErrorSchema,
  type ImportResult,
  type ImportRow,
} from '@eventsuite/api-contract';
import { Button, FileDrop, FormActions, Link, toast, visuallyHidden } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { formMessages } from '../../forms/form-messages';
import { useCatalogue } from '../../i18n/catalogue';
import { importMessages } from './invitation-messages';
import * as styles from './invitations.css';

/** The template: the header row and one example. */
const template = `${teamMemberImportColumns.join(',')}\nnina.neu@example.com,Nina,Neu,Rigger,,\n`;
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(template)}`;

type State =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'refused'; file: File; message: string }
  | { kind: 'preview'; file: File; result: ImportResult; importing: boolean }
  | { kind: 'done'; file: File; result: ImportResult };

const outcomeLabels = {
  invited: importMessages.invited,
  already_member: importMessages.alreadyMember,
  refused: importMessages.refused,
} as const;

/** The first message of the 422 on `file`, for a file refused as a whole. */
function fileRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = validationErrorSchema.safeParse(error.body);
  return body.success ? (body.data.errors.file?.[0] ?? Object.values(body.data.errors)[0]?.[0]) : undefined;
}

/**
 * The CSV import (team-member-imports): the file is checked on the server and previewed row by row;
 * importing invites the valid rows and shows what happened to each.
 */
export function TeamMemberImport({ companyId, onImported }: { companyId: string; onImported: () => void }) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const send = async (kind: 'previewTeamMemberImport' | 'importTeamMembers', file: File) => {
    const formData = new FormData();
    formData.append('file', file);
    return (await callEndpoint(invitationsEndpoints[kind], { params: { company: companyId }, formData })).data;
  };

  const check = async (file: File) => {
    setState({ kind: 'checking', file });
    try {
      setState({
        kind: 'preview',
        file,
        result: await send('previewTeamMemberImport', file),
        importing: false,
      });
    } catch (error) {
      const message = fileRefusal(error);
      if (message) setState({ kind: 'refused', file, message });
      else {
        setState({ kind: 'idle' });
        toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
      }
    }
  };

  const runImport = async () => {
    if (state.kind !== 'preview') return;
    const { file } = state;
    setState({ ...state, importing: true });
    try {
      const result = await send('importTeamMembers', file);
      setState({ kind: 'done', file, result });
      toast({ variant: 'success', message: intl.formatMessage(importMessages.resultSummary, { valid: result.valid }) });
      onImported();
    } catch (error) {
      const message = fileRefusal(error);
      if (message) setState({ kind: 'refused', file, message });
      else {
        setState({ ...state, importing: false });
        toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
      }
    }
  };

  return (
    <>
      <p className={styles.text}>
        <FormattedMessage {...importMessages.text} />
      </p>
      <p className={styles.text}>
        <Link href={templateHref} download="team-members.csv">
          <FormattedMessage {...importMessages.template} />
        </Link>
      </p>
      {state.kind === 'done' ? null : (
        <FileDrop
          label={intl.formatMessage(importMessages.dropLabel)}
          buttonLabel={intl.formatMessage(importMessages.choose)}
          dropText={intl.formatMessage(importMessages.drop)}
          hint={intl.formatMessage(importMessages.hint)}
          accept=".csv,text/csv"
          fileName={state.kind === 'idle' ? undefined : state.file.name}
          error={state.kind === 'refused' ? state.message : undefined}
          busy={state.kind === 'checking' || (state.kind === 'preview' && state.importing)}
          onFile={(file) => void check(file)}
        />
      )}
      {state.kind === 'checking' ? (
        <p className={styles.muted} role="status">
          <FormattedMessage {...importMessages.checking} />
        </p>
      ) : null}
      {state.kind === 'preview' ? (
        <div className={styles.form}>
          <h3 className={styles.subheading}>
            <FormattedMessage {...importMessages.previewHeading} />
          </h3>
          <p className={styles.text} role="status">
            <FormattedMessage
              {...importMessages.previewSummary}
              values={{ valid: state.result.valid, total: state.result.rows.length }}
            />
          </p>
          <ImportTable rows={state.result.rows} label={intl.formatMessage(importMessages.previewHeading)} />
          <FormActions>
            <Button busy={state.importing} disabled={state.result.valid === 0} onClick={() => void runImport()}>
              <FormattedMessage {...importMessages.submit} values={{ valid: state.result.valid }} />
            </Button>
          </FormActions>
        </div>
      ) : null}
      {state.kind === 'done' ? (
        <div className={styles.form}>
          <h3 className={styles.subheading}>
            <FormattedMessage {...importMessages.resultHeading} />
          </h3>
          <p className={styles.text}>
            <FormattedMessage {...importMessages.resultSummary} values={{ valid: state.result.valid }} />
          </p>
          <ImportTable rows={state.result.rows} label={intl.formatMessage(importMessages.resultHeading)} />
          <FormActions>
            <Button variant="secondary" onClick={() => setState({ kind: 'idle' })}>
              <FormattedMessage {...importMessages.another} />
            </Button>
          </FormActions>
        </div>
      ) : null}
    </>
  );
}

/** Every row of the file: its values and, per row, its problems or what happened to it. */
function ImportTable({ rows, label }: { rows: readonly ImportRow[]; label: string }) {
  const { fieldLabel } = useCatalogue();
  return (
    // Scrolls by keyboard too, where the table is wider than the screen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableRegion} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{label}</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              <FormattedMessage {...importMessages.line} />
            </th>
            {teamMemberImportColumns.map((column) => (
              <th key={column} className={styles.cell} scope="col">
                {fieldLabel(column)}
              </th>
            ))}
            <th className={styles.cell} scope="col">
              <FormattedMessage {...importMessages.outcome} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const problems = Object.values(row.problems).flat();
            return (
              <tr key={row.line}>
                <th className={styles.cell} scope="row">
                  {row.line}
                </th>
                {teamMemberImportColumns.map((column) => (
                  <td key={column} className={styles.cell}>
                    {row.values[column]}
                  </td>
                ))}
                <td className={styles.cell}>
                  {row.outcome ? (
                    <div>
                      <FormattedMessage {...outcomeLabels[row.outcome]} />
                    </div>
                  ) : problems.length === 0 ? (
                    <FormattedMessage {...importMessages.ok} />
                  ) : null}
                  {problems.map((problem) => (
                    <p key={problem} className={styles.problem}>
                      <ExclamationTriangleIcon className={styles.problemIcon} aria-hidden="true" />
                      {problem}
                    </p>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
