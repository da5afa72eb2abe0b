import { useId } from 'react';
import * as styles from './PermissionChecklist.css';

export interface ChecklistPermission {
  /** The full name, `prefix.name` (`eventsuite.can_view_locations`, `crew-planner.view_shifts`). */
  name: string;
  description: string;
}

export interface PermissionChecklistProps {
  /** Every permission that may be chosen; grouped by the prefix before their first dot. */
  permissions: readonly ChecklistPermission[];
  /** The chosen full names. */
  value: readonly string[];
  /** The chosen names after a change, in the order of `permissions`. */
  onChange: (value: string[]) => void;
  /** The heading of a prefix's group (e.g. the app's name); the prefix itself without it. */
  groupLabel?: (prefix: string) => string;
  /** The prefix whose permissions are shown without it (the portal's own, spec §3 Permissions). */
  barePrefix?: string;
  /** Shown instead of the list when there is no permission. */
  emptyText: string;
  disabled?: boolean;
}

const prefixOf = (name: string) => name.slice(0, Math.max(0, name.indexOf('.')));

/**
 * Permissions to grant, as checkboxes grouped by app prefix, each with its description.
 *
 * - **Use it** to choose what a role grants from the global catalogue (/admin/roles); the screen saves
 *   the whole list.
 * - **Content:** names are shown as they are stored (code-like), the portal's own without the prefix;
 *   the description says what a permission allows.
 * - **Accessibility:** one fieldset per group, its legend the group's name; each checkbox is named by
 *   the permission and described by its description. Disabled shows the choice read-only.
 */
export function PermissionChecklist({
  permissions,
  value,
  onChange,
  groupLabel = (prefix) => prefix,
  barePrefix,
  emptyText,
  disabled = false,
}: PermissionChecklistProps) {
  const idPrefix = useId();
  const chosen = new Set(value);
  const groups = new Map<string, ChecklistPermission[]>();
  for (const permission of permissions) {
    const prefix = prefixOf(permission.name);
    groups.set(prefix, [...(groups.get(prefix) ?? []), permission]);
  }

  if (permissions.length === 0) return <p className={styles.empty}>{emptyText}</p>;

  const toggle = (name: string, on: boolean) =>
    onChange(permissions.map((entry) => entry.name).filter((entry) => (entry === name ? on : chosen.has(entry))));

  return (
    <div className={styles.root}>
      {[...groups].map(([prefix, entries]) => (
        <fieldset key={prefix} className={styles.group} disabled={disabled}>
          <legend className={styles.legend}>{groupLabel(prefix)}</legend>
          <ul className={styles.list}>
            {entries.map((permission) => {
              const nameId = `${idPrefix}-${permission.name}-name`;
              const descriptionId = `${idPrefix}-${permission.name}-description`;
              const shown = prefix === barePrefix ? permission.name.slice(prefix.length + 1) : permission.name;
              return (
                <li key={permission.name}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={chosen.has(permission.name)}
                      // Named by the permission alone; its description describes it.
                      aria-labelledby={nameId}
                      aria-describedby={permission.description ? descriptionId : undefined}
                      onChange={(event) => toggle(permission.name, event.target.checked)}
                    />
                    <span className={styles.texts}>
                      <span id={nameId} className={styles.name}>
                        {shown}
                      </span>
                      {permission.description ? (
                        <span id={descriptionId} className={styles.description}>
                          {permission.description}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
