import { adminRolesEndpoints, type Role } from '@eventsuite/api-contract';
import { Button, FormActions, PermissionChecklist, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { formMessages } from '../../forms/form-messages';
import { LoadState } from '../../layout/LoadState';
import { permissionsHeadingMessage, rolesMessages } from './roles-messages';
import { portalAppName } from './use-roles';
import * as styles from './AdminRoles.css';

/** The panel a role row's "Permissions" button opens (aria-controls), and its heading. */
export const rolePermissionsPanelId = 'roles-permissions';
export const rolePermissionsHeadingId = 'roles-permissions-heading';

/**
 * What one role grants, from the global catalogue: the permissions of the role's app (its internal name
 * is their prefix), the only ones a role of it can grant. Saved as a whole; holders see the change on
 * their next request.
 */
export function RolePermissions({
  appName,
  role,
  canEdit,
  onSaved,
}: {
  /** The app's internal name, the prefix of its permissions. */
  appName: string;
  role: Role;
  canEdit: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const catalogue = useEndpoint(adminRolesEndpoints.listPermissions, {});
  const [chosen, setChosen] = useState<readonly string[]>(role.permissions);
  const [saving, setSaving] = useState(false);
  const group = catalogue.data?.data.find((entry) => entry.prefix === appName);

  async function save() {
    setSaving(true);
    try {
      await callEndpoint(adminRolesEndpoints.saveRolePermissions, {
        params: { role: role.id },
        body: { permissions: [...chosen] },
      });
      toast({ variant: 'success', message: intl.formatMessage(formMessages.saved) });
      await onSaved();
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section id={rolePermissionsPanelId} className={styles.section} aria-labelledby={rolePermissionsHeadingId}>
      <h2 id={rolePermissionsHeadingId} className={styles.sectionHeading} tabIndex={-1}>
        <FormattedMessage {...permissionsHeadingMessage} values={{ name: role.display_name }} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage {...rolesMessages.permissionsText} />
      </p>
      {catalogue.data ? (
        <>
          <PermissionChecklist
            permissions={group?.permissions ?? []}
            value={chosen}
            onChange={setChosen}
            // The portal's own permissions are shown without their prefix (spec §3 Permissions).
            barePrefix={portalAppName}
            groupLabel={(prefix) =>
              prefix === portalAppName ? intl.formatMessage(rolesMessages.portalPermissions) : prefix
            }
            emptyText={intl.formatMessage(rolesMessages.permissionsEmpty)}
            disabled={!canEdit}
          />
          {canEdit && group ? (
            <FormActions>
              <Button busy={saving} onClick={() => void save()}>
                <FormattedMessage {...rolesMessages.savePermissions} />
              </Button>
            </FormActions>
          ) : null}
        </>
      ) : (
        <LoadState
          failed={catalogue.error !== undefined}
          loading={rolesMessages.permissionsLoading}
          failedTitle={rolesMessages.permissionsLoadFailed}
          retry={rolesMessages.retry}
          onRetry={() => void catalogue.mutate()}
        />
      )}
    </section>
  );
}
