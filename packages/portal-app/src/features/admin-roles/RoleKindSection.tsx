import type { Role } from '@eventsuite/api-contract';
import { Badge, Button, Inline, SortableList, type SortableListLabels } from '@eventsuite/design-system';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  holdersMessage,
  moveCancelledMessage,
  moveDroppedMessage,
  moveHandleMessage,
  moveMovedMessage,
  movePickedUpMessage,
  permissionCountMessage,
  rolesMessages,
} from './roles-messages';
import { rolePermissionsPanelId } from './RolePermissions';
import * as styles from './AdminRoles.css';

/** What a row offers; the screen decides what each does. */
export interface RoleActions {
  /** The role whose permissions the panel below shows, if any. */
  shownPermissions: string | undefined;
  onPermissions: (role: Role) => void;
  onRename: (role: Role) => void;
  onDelete: (role: Role) => void;
  onToggleDefault: (role: Role) => void;
}

/** A row's button: its visible word, and the role's name for those who hear the button alone. */
function RowButton({
  label,
  role,
  onClick,
  variant = 'secondary',
  controls,
}: {
  label: MessageDescriptor;
  role: Role;
  onClick: () => void;
  variant?: 'secondary' | 'danger';
  /** The panel the button opens, whose open state it tells. */
  controls?: { id: string; expanded: boolean };
}) {
  return (
    <Button
      variant={variant}
      onClick={onClick}
      aria-controls={controls?.expanded ? controls.id : undefined}
      aria-expanded={controls?.expanded}
    >
      <FormattedMessage {...label} />
      <span className={styles.visuallyHidden}> {role.display_name}</span>
    </Button>
  );
}

function RoleRow({ role, canEdit, actions }: { role: Role; canEdit: boolean; actions: RoleActions }) {
  return (
    <div className={styles.row}>
      <Inline gap="sm" align="center">
        <span className={styles.name}>{role.display_name}</span>
        {role.is_default ? (
          <Badge tone="brand">
            <FormattedMessage {...rolesMessages.isDefault} />
          </Badge>
        ) : null}
      </Inline>
      <span className={styles.facts}>
        <span>
          <FormattedMessage {...holdersMessage} values={{ count: role.holder_count }} />
        </span>
        <span>
          <FormattedMessage {...permissionCountMessage} values={{ count: role.permissions.length }} />
        </span>
      </span>
      <Inline gap="xs">
        <RowButton
          label={rolesMessages.editPermissions}
          role={role}
          onClick={() => actions.onPermissions(role)}
          controls={{ id: rolePermissionsPanelId, expanded: actions.shownPermissions === role.id }}
        />
        {canEdit ? (
          <>
            <RowButton label={rolesMessages.rename} role={role} onClick={() => actions.onRename(role)} />
            <RowButton
              label={role.is_default ? rolesMessages.removeDefault : rolesMessages.makeDefault}
              role={role}
              onClick={() => actions.onToggleDefault(role)}
            />
            <RowButton
              label={rolesMessages.delete}
              role={role}
              variant="danger"
              onClick={() => actions.onDelete(role)}
            />
          </>
        ) : null}
      </Inline>
    </div>
  );
}

/** The words of the sortable lists, in the interface language. */
export function useMoveLabels(): SortableListLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      handle: (name) => intl.formatMessage(moveHandleMessage, { name }),
      instructions: intl.formatMessage(rolesMessages.moveInstructions),
      pickedUp: (name, position, total) => intl.formatMessage(movePickedUpMessage, { name, position, total }),
      moved: (name, position, total) => intl.formatMessage(moveMovedMessage, { name, position, total }),
      dropped: (name, position, total) => intl.formatMessage(moveDroppedMessage, { name, position, total }),
      cancelled: (name, position, total) => intl.formatMessage(moveCancelledMessage, { name, position, total }),
    }),
    [intl],
  );
}

/** The roles of one kind (personal or company) in their order, to reorder, and what each row offers. */
export function RoleKindSection({
  personal,
  roles,
  canEdit,
  sortable,
  actions,
  onReorder,
}: {
  personal: boolean;
  roles: readonly Role[];
  canEdit: boolean;
  /** Whether the order can change here (not while only admin roles are shown). */
  sortable: boolean;
  actions: RoleActions;
  onReorder: (ids: string[]) => void;
}) {
  const intl = useIntl();
  const labels = useMoveLabels();
  const heading = personal ? rolesMessages.personalHeading : rolesMessages.companyHeading;
  const headingId = personal ? 'roles-personal-heading' : 'roles-company-heading';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <FormattedMessage {...heading} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage {...(personal ? rolesMessages.personalText : rolesMessages.companyText)} />
      </p>
      {roles.length === 0 ? (
        <p className={styles.text}>
          <FormattedMessage {...rolesMessages.noneOfKind} />
        </p>
      ) : (
        <SortableList
          label={intl.formatMessage(heading)}
          items={roles.map((role) => ({
            id: role.id,
            name: role.display_name,
            content: <RoleRow role={role} canEdit={canEdit} actions={actions} />,
          }))}
          labels={labels}
          readOnly={!canEdit || !sortable}
          onReorder={onReorder}
        />
      )}
    </section>
  );
}
