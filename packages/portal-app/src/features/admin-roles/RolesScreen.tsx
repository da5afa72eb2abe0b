import {
  adminAppsEndpoints,
  adminRolesEndpoints,
  roleKindOf,
  type AdminAppSummary,
  type Role,
  type RoleList,
} from '@eventsuite/api-contract';
import { Button, FormActions, FormField, Select, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { formMessages } from '../../forms/form-messages';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { CreateRoleForm, DeleteRoleDialog, RenameRoleDialog } from './RoleForms';
import { RoleKindSection, type RoleActions } from './RoleKindSection';
import { RoleLog } from './RoleLog';
import { RolePermissions, rolePermissionsHeadingId } from './RolePermissions';
import { rolesMessages } from './roles-messages';
import * as styles from './AdminRoles.css';
import { idsOfKind, portalAppName, useRoleList, useRolesAccess } from './use-roles';

type Order = { personal: string[]; company: string[] };
type Dialog = { kind: 'rename' | 'delete'; role: Role };

/** The roles of a kind in the local order: known ones as arranged, roles added since at the end. */
function arranged(list: RoleList, local: string[] | undefined, personal: boolean): Role[] {
  const saved = idsOfKind(list.roles, personal);
  const kept = (local ?? saved).filter((id) => saved.includes(id));
  const ids = [...kept, ...saved.filter((id) => !kept.includes(id))];
  return ids.map((id) => list.roles.find((role) => role.id === id)!);
}

/** One app's roles: the two ordered lists, their changes, a role's permissions and the log. */
function RolesPanel({ app }: { app: AdminAppSummary }) {
  const intl = useIntl();
  const { canEditRoles, canEditPermissions } = useRolesAccess();
  const isPortal = app.internal_name === portalAppName;
  const [adminRolesOnly, setAdminRolesOnly] = useState(false);
  const { data, error, mutate } = useRoleList(app.id, adminRolesOnly);
  const [order, setOrder] = useState<Partial<Order>>({});
  const [selected, setSelected] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  const [savingOrder, setSavingOrder] = useState(false);

  if (!data) {
    return (
      <LoadState
        failed={error !== undefined}
        loading={rolesMessages.loading}
        failedTitle={rolesMessages.loadFailed}
        retry={rolesMessages.retry}
        onRetry={() => void mutate()}
      />
    );
  }
  const list = data.data;
  const personal = arranged(list, order.personal, true);
  const company = arranged(list, order.company, false);
  const ids = (roles: readonly Role[]) => roles.map((role) => role.id).join();
  const dirty =
    ids(personal) !== idsOfKind(list.roles, true).join() || ids(company) !== idsOfKind(list.roles, false).join();
  const sortable = !list.admin_roles_only;
  const selectedRole = list.roles.find((role) => role.id === selected);
  /** The answer of a change that returns the whole list replaces the list. */
  const replaceList = (next: { data: RoleList }) => mutate(next, { revalidate: false });

  async function saveOrder() {
    setSavingOrder(true);
    try {
      const response = await callEndpoint(adminRolesEndpoints.saveRoleOrder, {
        params: { app: app.id },
        body: { roles: [...personal, ...company].map((role) => role.id) },
      });
      // The saved order replaces the local list (spec §4).
      setOrder({});
      await replaceList(response);
      toast({ variant: 'success', message: intl.formatMessage(formMessages.saved) });
    } catch (failure) {
      // A failed reorder goes to the console only (spec §8); the list shows the saved order again.
      console.error('The role order was not saved', failure);
      setOrder({});
      await mutate();
    } finally {
      setSavingOrder(false);
    }
  }

  async function toggleDefault(role: Role) {
    try {
      const response = role.is_default
        ? await callEndpoint(adminRolesEndpoints.removeDefaultRole, { params: { app: app.id, kind: roleKindOf(role) } })
        : await callEndpoint(adminRolesEndpoints.setDefaultRole, { params: { app: app.id }, body: { role: role.id } });
      await replaceList(response);
      const message = role.is_default ? rolesMessages.defaultRemoved : rolesMessages.defaultSet;
      toast({ variant: 'success', message: intl.formatMessage(message) });
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
    }
  }

  const actions: RoleActions = {
    shownPermissions: selectedRole?.id,
    onPermissions: (role) => {
      // The panel opens below the lists, out of sight: focus goes to its heading, which is read out.
      flushSync(() => setSelected(role.id));
      document.getElementById(rolePermissionsHeadingId)?.focus();
    },
    onRename: (role) => setDialog({ kind: 'rename', role }),
    onDelete: (role) => setDialog({ kind: 'delete', role }),
    onToggleDefault: (role) => void toggleDefault(role),
  };

  return (
    <>
      {isPortal ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={adminRolesOnly}
            onChange={(event) => {
              setAdminRolesOnly(event.target.checked);
              setOrder({});
            }}
          />
          <FormattedMessage {...rolesMessages.adminRolesOnly} />
        </label>
      ) : null}
      {list.admin_roles_only ? (
        <div className={styles.notice} role="status">
          <span>
            <FormattedMessage {...rolesMessages.adminRolesShown} />
          </span>
          {canEditRoles ? (
            <span>
              <FormattedMessage {...rolesMessages.adminRolesOrder} />
            </span>
          ) : null}
        </div>
      ) : null}
      {canEditRoles ? null : (
        <p className={styles.muted}>
          <FormattedMessage {...rolesMessages.readOnly} />
        </p>
      )}
      {list.roles.length === 0 ? (
        <p className={styles.text}>
          <FormattedMessage {...rolesMessages.empty} />
        </p>
      ) : (
        <>
          <div className={styles.kinds}>
            {[personal, company].map((roles, index) => (
              <RoleKindSection
                key={index === 0 ? 'personal' : 'company'}
                personal={index === 0}
                roles={roles}
                canEdit={canEditRoles}
                sortable={sortable}
                actions={actions}
                onReorder={(next) =>
                  setOrder((current) => ({ ...current, [index === 0 ? 'personal' : 'company']: next }))
                }
              />
            ))}
          </div>
          {canEditRoles && sortable ? (
            <FormActions>
              {/* Never disabled: after a save, focus stays on the button. */}
              <Button busy={savingOrder} onClick={() => void saveOrder()}>
                <FormattedMessage {...rolesMessages.saveOrder} />
              </Button>
              <span className={styles.muted} role="status">
                {dirty ? <FormattedMessage {...rolesMessages.orderUnsaved} /> : null}
              </span>
            </FormActions>
          ) : null}
        </>
      )}
      {selectedRole ? (
        <RolePermissions
          key={`${selectedRole.id} ${selectedRole.permissions.join()}`}
          appName={app.internal_name}
          role={selectedRole}
          canEdit={canEditPermissions}
          onSaved={() => mutate()}
        />
      ) : null}
      {canEditRoles ? <CreateRoleForm appId={app.id} onCreated={() => mutate()} /> : null}
      <RoleLog events={list.logs} />
      {dialog?.kind === 'rename' ? (
        <RenameRoleDialog
          appId={app.id}
          role={dialog.role}
          onClose={() => setDialog(undefined)}
          onChanged={() => mutate()}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteRoleDialog
          appId={app.id}
          role={dialog.role}
          roles={list.roles}
          onClose={() => setDialog(undefined)}
          onChanged={() => mutate()}
        />
      ) : null}
    </>
  );
}

/**
 * /admin/roles (spec §2, §4, §6): an app's roles, personal and company apart in their saved order, to
 * create, rename, delete, reorder and make default, and what each grants. The chosen app is in the
 * address (`?app=<id>`), so a reload shows the same app. Holders of the view permissions only see it all
 * read-only.
 */
export default function RolesScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const [searchParams, setSearchParams] = useSearchParams();
  const apps = useEndpoint(adminAppsEndpoints.listApps, {});
  const appId = searchParams.get('app') ?? '';
  const chosen = apps.data?.data.find((app) => app.id === appId);

  let content;
  if (!apps.data) {
    content = (
      <LoadState
        failed={apps.error !== undefined}
        loading={rolesMessages.loading}
        failedTitle={rolesMessages.appsLoadFailed}
        retry={rolesMessages.retry}
        onRetry={() => void apps.mutate()}
      />
    );
  } else {
    content = (
      <div className={styles.sections}>
        <div className={styles.chooser}>
          <FormField label={intl.formatMessage(rolesMessages.app)}>
            {(controlProps) => (
              <Select
                {...controlProps}
                options={apps.data!.data.map((app) => ({ value: app.id, label: app.display_name }))}
                value={chosen?.id ?? ''}
                placeholder={intl.formatMessage(rolesMessages.chooseApp)}
                onValueChange={(value) => setSearchParams(value ? { app: value } : {})}
              />
            )}
          </FormField>
        </div>
        {chosen ? (
          <RolesPanel key={chosen.id} app={chosen} />
        ) : (
          <p className={styles.muted}>
            <FormattedMessage {...rolesMessages.chooseAppText} />
          </p>
        )}
      </div>
    );
  }

  return <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>{content}</PageLayout>;
}
