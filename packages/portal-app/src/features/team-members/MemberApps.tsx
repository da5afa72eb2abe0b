import { teamMemberAppsEndpoints, type TeamMemberInstalledApp } from '@eventsuite/api-contract';
import {
  Button,
  ConfirmDialog,
  FormActions,
  FormErrorLine,
  FormField,
  Inline,
  Select,
  Stack,
  toast,
} from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { mapServerErrors } from '../../forms/server-errors';
import {
  changeRoleTextMessage,
  memberAppMessages as messages,
  removeAppMessage,
  removeAppTextMessage,
  roleInAppMessage,
} from './member-app-messages';
import { appWithRoleMessage, teamMemberMessages } from './team-member-messages';
import type { MemberParams } from './member-requests';
import * as styles from './TeamMembers.css';
import { refusalMessage } from '../../api/refusal';

type Confirming =
  | { kind: 'role'; app: TeamMemberInstalledApp; role: { id: string; name: string } }
  | { kind: 'remove'; app: TeamMemberInstalledApp }
  | null;

/**
 * A member's apps in the company and their role in each (spec §7 team-members installed-apps,
 * available-apps, apps/roles). Those who may edit team members change a role (confirmed: "change role"),
 * take an app away (confirmed) and assign one of the company's other apps; everyone else reads.
 */
export function MemberApps({
  params,
  memberName,
  mayEdit,
  onChanged,
}: {
  params: MemberParams;
  memberName: string;
  mayEdit: boolean;
  /** After a change, so that the rest of the page can read the member again. */
  onChanged: () => void;
}) {
  const intl = useIntl();
  const installed = useEndpoint(teamMemberAppsEndpoints.listTeamMemberInstalledApps, { params });
  const available = useEndpoint(teamMemberAppsEndpoints.listTeamMemberAvailableApps, mayEdit ? { params } : null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [roleErrors, setRoleErrors] = useState<Record<string, string>>({});
  const [chosenApp, setChosenApp] = useState('');
  const [assigning, setAssigning] = useState(false);

  const changed = async () => {
    await Promise.all([installed.mutate(), mayEdit ? available.mutate() : undefined]);
    onChanged();
  };
  const failed = (error: unknown) =>
    toast({ variant: 'error', message: refusalMessage(error) ?? intl.formatMessage(teamMemberMessages.failed) });

  const changeRole = async (app: TeamMemberInstalledApp, role: string) => {
    try {
      await callEndpoint(teamMemberAppsEndpoints.changeTeamMemberAppRole, {
        params: { ...params, app: app.id },
        body: { role },
      });
      setRoleErrors(({ [app.id]: _, ...others }) => others);
      toast({ variant: 'success', message: intl.formatMessage(messages.roleChanged_toast) });
      await changed();
    } catch (error) {
      const mapped =
        error instanceof ApiError && error.status === 422 ? mapServerErrors(error.body, new Set(['role'])) : null;
      // A refused role shows at its choice, and the dialog closes; anything else keeps it open.
      if (mapped) {
        setRoleErrors((errors) => ({ ...errors, [app.id]: mapped.fields.role ?? mapped.form.join(' ') }));
        return;
      }
      failed(error);
      throw error;
    }
  };
  const remove = async (app: TeamMemberInstalledApp) => {
    try {
      await callEndpoint(teamMemberAppsEndpoints.removeTeamMemberApp, { params: { ...params, app: app.id } });
      toast({ variant: 'success', message: intl.formatMessage(messages.removed_toast) });
      await changed();
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  const assign = async () => {
    if (!chosenApp) return;
    setAssigning(true);
    try {
      await callEndpoint(teamMemberAppsEndpoints.assignTeamMemberApp, { params, body: { app: chosenApp } });
      setChosenApp('');
      toast({ variant: 'success', message: intl.formatMessage(messages.assigned_toast) });
      await changed();
    } catch (error) {
      failed(error);
    } finally {
      setAssigning(false);
    }
  };

  let content;
  if (installed.error) {
    content = (
      <Inline gap="sm">
        <FormErrorLine icon>
          <FormattedMessage {...messages.loadFailed} />
        </FormErrorLine>
        <Button variant="secondary" onClick={() => void installed.mutate()}>
          <FormattedMessage {...teamMemberMessages.retry} />
        </Button>
      </Inline>
    );
  } else if (!installed.data) {
    content = (
      <p className={styles.muted} role="status" aria-busy="true">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  } else if (installed.data.data.length === 0) {
    content = (
      <p className={styles.muted}>
        <FormattedMessage {...messages.none} />
      </p>
    );
  } else {
    content = (
      <Stack as="ul" gap="md">
        {installed.data.data.map((app) =>
          mayEdit ? (
            <li key={app.id} className={styles.memberApp}>
              <FormField
                label={intl.formatMessage(roleInAppMessage, { app: app.name })}
                errors={roleErrors[app.id] ? [roleErrors[app.id]!] : undefined}
                hint={app.always_installed ? intl.formatMessage(messages.alwaysInstalled) : undefined}
              >
                {(controlProps) => (
                  <Select
                    {...controlProps}
                    options={app.roles.map((role) => ({ value: role.id, label: role.name }))}
                    value={app.role.id}
                    onValueChange={(value) => {
                      const role = app.roles.find((candidate) => candidate.id === value);
                      // Asked once the key that chose the role is done: an Enter's keypress would
                      // otherwise land on the dialog's Cancel button, which takes focus at once.
                      if (role && role.id !== app.role.id) {
                        window.setTimeout(() => setConfirming({ kind: 'role', app, role }));
                      }
                    }}
                  />
                )}
              </FormField>
              {app.always_installed ? null : (
                <Button variant="secondary" onClick={() => setConfirming({ kind: 'remove', app })}>
                  {intl.formatMessage(removeAppMessage, { app: app.name })}
                </Button>
              )}
            </li>
          ) : (
            <li key={app.id}>{intl.formatMessage(appWithRoleMessage, { app: app.name, role: app.role.name })}</li>
          ),
        )}
      </Stack>
    );
  }

  const assignable = available.data?.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="team-member-apps">
      <h2 id="team-member-apps" className={styles.sectionHeading}>
        <FormattedMessage {...messages.heading} />
      </h2>
      {content}
      {mayEdit && installed.data && available.data ? (
        assignable.length > 0 ? (
          <div className={styles.form}>
            <FormField label={intl.formatMessage(messages.assignLabel)}>
              {(controlProps) => (
                <Select
                  {...controlProps}
                  options={assignable.map((app) => ({ value: app.id, label: app.name }))}
                  value={chosenApp}
                  placeholder={intl.formatMessage(messages.assignPlaceholder)}
                  onValueChange={setChosenApp}
                />
              )}
            </FormField>
            <FormActions>
              <Button onClick={() => void assign()} busy={assigning} disabled={!chosenApp}>
                <FormattedMessage {...messages.assign} />
              </Button>
            </FormActions>
          </div>
        ) : (
          <p className={styles.muted}>
            <FormattedMessage {...messages.allAssigned} />
          </p>
        )
      ) : null}
      <ConfirmDialog
        open={confirming?.kind === 'role'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={<FormattedMessage {...messages.changeRoleTitle} />}
        text={
          confirming?.kind === 'role' ? (
            <FormattedMessage
              {...changeRoleTextMessage}
              values={{ name: memberName, app: confirming.app.name, role: confirming.role.name }}
            />
          ) : null
        }
        confirmLabel={intl.formatMessage(messages.changeRoleConfirm)}
        cancelLabel={intl.formatMessage(teamMemberMessages.cancel)}
        onConfirm={() => (confirming?.kind === 'role' ? changeRole(confirming.app, confirming.role.id) : undefined)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'remove'}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone="destructive"
        title={<FormattedMessage {...messages.removeTitle} />}
        text={
          confirming?.kind === 'remove' ? (
            <FormattedMessage {...removeAppTextMessage} values={{ name: memberName, app: confirming.app.name }} />
          ) : null
        }
        confirmLabel={intl.formatMessage(messages.removeConfirm)}
        cancelLabel={intl.formatMessage(teamMemberMessages.cancel)}
        onConfirm={() => (confirming?.kind === 'remove' ? remove(confirming.app) : undefined)}
      />
    </section>
  );
}
