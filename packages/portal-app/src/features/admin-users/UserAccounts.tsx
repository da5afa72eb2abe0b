import {
  adminUsersEndpoints,
  type AdminUser,
  type AdminUserAccount,
  type AdminUserApp,
  type NamedReference,
} from '@eventsuite/api-contract';
import { Badge, Button, ConfirmDialog, FormActions, FormField, Inline, Select, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { refusalMessage } from '../../api/refusal';
import { useEndpoint } from '../../api/use-endpoint';
import * as sections from '../../layout/Sections.css';
import {
  adminUserMessages as messages,
  appRoleTextMessage,
  appWithRoleMessage,
  eventsuiteRoleTextMessage,
  eventsuiteRoleValueMessage,
  removeAppMessage,
  removeAppTextMessage,
  roleInAppMessage,
} from './admin-users-messages';
import * as styles from './AdminUsers.css';

type Confirming =
  | { kind: 'eventsuite'; account: AdminUserAccount; role: NamedReference }
  | { kind: 'app-role'; account: AdminUserAccount; app: AdminUserApp; role: NamedReference }
  | { kind: 'remove'; account: AdminUserAccount; app: AdminUserApp }
  | null;

/** The account a change names: a company of the user's, or null for a private user's own. */
const companyOf = (account: AdminUserAccount) => account.company?.id ?? null;
const accountKey = (account: AdminUserAccount) => account.company?.id ?? 'private';

/**
 * The user's accounts (each company they belong to, a private user's own): their Eventsuite role there and
 * their apps with a role in each. Editors change a role (confirmed, spec §8 "change role"), take an app
 * away (confirmed) and assign another.
 */
export function UserAccounts({
  user,
  mayEdit,
  onChanged,
  onAppsChanged,
}: {
  user: AdminUser;
  mayEdit: boolean;
  /** The user as a change answered it. */
  onChanged: (user: AdminUser) => void;
  /** After a change of their apps, so that the page reads the user again. */
  onAppsChanged: () => void;
}) {
  const intl = useIntl();
  const roles = useEndpoint(adminUsersEndpoints.listAdminEventsuiteRoles, mayEdit ? {} : null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const name = `${user.first_name} ${user.last_name}`;
  const accountName = (account: AdminUserAccount) =>
    account.company?.name ?? intl.formatMessage(messages.privateAccount);

  const failed = (error: unknown) => {
    toast({ variant: 'error', message: refusalMessage(error) ?? intl.formatMessage(messages.failed) });
    throw error;
  };
  const setEventsuiteRole = async (account: AdminUserAccount, role: string) => {
    try {
      const response = await callEndpoint(adminUsersEndpoints.updateAdminUserRole, {
        params: { user: user.id },
        body: { company: companyOf(account), role },
      });
      onChanged(response.data);
      toast({ variant: 'success', message: intl.formatMessage(messages.roleChanged_toast) });
    } catch (error) {
      failed(error);
    }
  };
  const setAppRole = async (account: AdminUserAccount, app: AdminUserApp, role: string) => {
    try {
      await callEndpoint(adminUsersEndpoints.assignAdminUserAppRole, {
        params: { user: user.id, app: app.id },
        body: { company: companyOf(account), role },
      });
      toast({ variant: 'success', message: intl.formatMessage(messages.roleChanged_toast) });
      onAppsChanged();
    } catch (error) {
      failed(error);
    }
  };
  const removeApp = async (account: AdminUserAccount, app: AdminUserApp) => {
    const company = companyOf(account);
    try {
      await callEndpoint(adminUsersEndpoints.uninstallAdminUserApp, {
        params: { user: user.id, app: app.id },
        query: company ? { company } : {},
      });
      toast({ variant: 'success', message: intl.formatMessage(messages.removed_toast) });
      onAppsChanged();
    } catch (error) {
      failed(error);
    }
  };

  const eventsuiteRolesFor = (account: AdminUserAccount) =>
    (roles.data?.data ?? []).filter((role) => role.is_personal === (account.company === null));

  return (
    <section className={sections.section} aria-labelledby="admin-user-accounts">
      <h2 id="admin-user-accounts" className={sections.sectionHeading}>
        <FormattedMessage {...messages.accountsHeading} />
      </h2>
      {user.accounts.map((account) => {
        const headingId = `admin-user-account-${accountKey(account)}`;
        return (
          <section key={accountKey(account)} className={styles.account} aria-labelledby={headingId}>
            <Inline gap="sm" align="center">
              <h3 id={headingId} className={styles.accountHeading}>
                {accountName(account)}
              </h3>
              {account.is_owner ? <Badge tone="brand">{intl.formatMessage(messages.owner)}</Badge> : null}
            </Inline>
            {mayEdit && roles.data ? (
              <Select
                label={intl.formatMessage(messages.eventsuiteRole)}
                options={eventsuiteRolesFor(account).map((role) => ({ value: role.id, label: role.name }))}
                value={account.eventsuite_role?.id ?? ''}
                placeholder={intl.formatMessage(messages.choose)}
                onValueChange={(value) => {
                  const role = eventsuiteRolesFor(account).find((candidate) => candidate.id === value);
                  // Asked once the key that chose the role is done (its keypress would land on the dialog).
                  if (role && role.id !== account.eventsuite_role?.id) {
                    window.setTimeout(() => setConfirming({ kind: 'eventsuite', account, role }));
                  }
                }}
              />
            ) : (
              <p className={sections.text}>
                {intl.formatMessage(eventsuiteRoleValueMessage, {
                  role: account.eventsuite_role?.name ?? intl.formatMessage(messages.noRole),
                })}
              </p>
            )}
            <AccountApps
              user={user}
              account={account}
              mayEdit={mayEdit}
              onConfirm={setConfirming}
              onAssigned={onAppsChanged}
            />
          </section>
        );
      })}
      <ConfirmDialog
        open={confirming?.kind === 'eventsuite' || confirming?.kind === 'app-role'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={<FormattedMessage {...messages.changeRoleTitle} />}
        text={
          confirming?.kind === 'eventsuite' ? (
            <FormattedMessage
              {...eventsuiteRoleTextMessage}
              values={{ name, role: confirming.role.name, account: accountName(confirming.account) }}
            />
          ) : confirming?.kind === 'app-role' ? (
            <FormattedMessage
              {...appRoleTextMessage}
              values={{
                name,
                role: confirming.role.name,
                app: confirming.app.name,
                account: accountName(confirming.account),
              }}
            />
          ) : null
        }
        confirmLabel={intl.formatMessage(messages.changeRoleConfirm)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => {
          if (confirming?.kind === 'eventsuite') return setEventsuiteRole(confirming.account, confirming.role.id);
          if (confirming?.kind === 'app-role')
            return setAppRole(confirming.account, confirming.app, confirming.role.id);
          return undefined;
        }}
      />
      <ConfirmDialog
        open={confirming?.kind === 'remove'}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone="destructive"
        title={<FormattedMessage {...messages.removeAppTitle} />}
        text={
          confirming?.kind === 'remove' ? (
            <FormattedMessage
              {...removeAppTextMessage}
              values={{ name, app: confirming.app.name, account: accountName(confirming.account) }}
            />
          ) : null
        }
        confirmLabel={intl.formatMessage(messages.removeAppConfirm)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => (confirming?.kind === 'remove' ? removeApp(confirming.account, confirming.app) : undefined)}
      />
    </section>
  );
}

/** One account's apps, each with the user's role in it, and (for editors) assigning another. */
function AccountApps({
  user,
  account,
  mayEdit,
  onConfirm,
  onAssigned,
}: {
  user: AdminUser;
  account: AdminUserAccount;
  mayEdit: boolean;
  onConfirm: (confirming: Confirming) => void;
  onAssigned: () => void;
}) {
  const intl = useIntl();
  const company = companyOf(account);
  const available = useEndpoint(
    adminUsersEndpoints.listAdminUserAvailableApps,
    mayEdit ? { params: { user: user.id }, query: company ? { company } : {} } : null,
  );
  const [chosenApp, setChosenApp] = useState('');
  const [assigning, setAssigning] = useState(false);

  const assign = async () => {
    if (!chosenApp) return;
    setAssigning(true);
    try {
      await callEndpoint(adminUsersEndpoints.installAdminUserApp, {
        params: { user: user.id },
        body: { company, app: chosenApp },
      });
      setChosenApp('');
      toast({ variant: 'success', message: intl.formatMessage(messages.assigned_toast) });
      await available.mutate();
      onAssigned();
    } catch (error) {
      toast({ variant: 'error', message: refusalMessage(error) ?? intl.formatMessage(messages.failed) });
    } finally {
      setAssigning(false);
    }
  };

  const assignable = available.data?.data ?? [];
  return (
    <>
      {account.apps.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage {...messages.noApps} />
        </p>
      ) : (
        <ul className={styles.appList}>
          {account.apps.map((app) =>
            mayEdit ? (
              <li key={app.id} className={styles.appRow}>
                <FormField
                  label={intl.formatMessage(roleInAppMessage, { app: app.name })}
                  hint={app.always_installed ? intl.formatMessage(messages.alwaysInstalled) : undefined}
                >
                  {(controlProps) => (
                    <Select
                      {...controlProps}
                      options={app.roles.map((role) => ({ value: role.id, label: role.name }))}
                      value={app.role.id}
                      onValueChange={(value) => {
                        const role = app.roles.find((candidate) => candidate.id === value);
                        if (role && role.id !== app.role.id) {
                          window.setTimeout(() => onConfirm({ kind: 'app-role', account, app, role }));
                        }
                      }}
                    />
                  )}
                </FormField>
                {app.always_installed ? null : (
                  <Button variant="secondary" onClick={() => onConfirm({ kind: 'remove', account, app })}>
                    {intl.formatMessage(removeAppMessage, { app: app.name })}
                  </Button>
                )}
              </li>
            ) : (
              <li key={app.id} className={styles.appRow}>
                {intl.formatMessage(appWithRoleMessage, { app: app.name, role: app.role.name })}
              </li>
            ),
          )}
        </ul>
      )}
      {mayEdit && available.data ? (
        assignable.length > 0 ? (
          <div className={sections.form}>
            <FormField label={intl.formatMessage(messages.assignLabel)}>
              {(controlProps) => (
                <Select
                  {...controlProps}
                  options={assignable.map((app) => ({ value: app.id, label: app.name }))}
                  value={chosenApp}
                  placeholder={intl.formatMessage(messages.choose)}
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
          <p className={sections.muted}>
            <FormattedMessage {...messages.allAssigned} />
          </p>
        )
      ) : null}
    </>
  );
}
