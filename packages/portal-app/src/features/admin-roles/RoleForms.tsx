import { roleCreateSchema, adminRolesEndpoints, roleRenameSchema, type Role } from '@eventsuite/api-contract';
import {
  Button,
  FormActions,
  FormErrorLine,
  FormField,
  Modal,
  RadioGroup,
  Select,
  TextInput,
  toast,
} from '@eventsuite/design-system';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { formMessages } from '../../forms/form-messages';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { deleteHeldTextMessage, deleteTextMessage, rolesMessages } from './roles-messages';
import * as styles from './AdminRoles.css';
import { refusalMessage } from '../../api/refusal';

/** A new role of the app: its name and kind. */
export function CreateRoleForm({ appId, onCreated }: { appId: string; onCreated: () => Promise<unknown> }) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: roleCreateSchema,
    endpoint: adminRolesEndpoints.createRole,
    defaultValues: { display_name: '', is_personal: false },
    request: (values) => ({ params: { app: appId }, body: values }),
    savedValues: (_response, submitted) => ({ display_name: '', is_personal: submitted.is_personal }),
    onSaved: () => onCreated().then(() => undefined),
    savedMessage: formMessages.saved,
    guardUnsavedChanges: false,
  });
  return (
    <section className={styles.section} aria-labelledby="roles-create-heading">
      <h2 id="roles-create-heading" className={styles.sectionHeading}>
        <FormattedMessage {...rolesMessages.createHeading} />
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          <FormField label={label('display_name')} errors={errorsOf('display_name', label('display_name'))}>
            <TextInput autoComplete="off" {...form.register('display_name')} />
          </FormField>
          <Controller
            control={form.control}
            name="is_personal"
            render={({ field }) => (
              <RadioGroup
                label={label('is_personal')}
                orientation="horizontal"
                options={[
                  { value: 'company', label: intl.formatMessage(rolesMessages.kindCompany) },
                  { value: 'personal', label: intl.formatMessage(rolesMessages.kindPersonal) },
                ]}
                value={field.value ? 'personal' : 'company'}
                onValueChange={(value) => field.onChange(value === 'personal')}
              />
            )}
          />
        </div>
        {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...rolesMessages.create} />
          </Button>
        </FormActions>
      </form>
    </section>
  );
}

interface RoleDialogProps {
  appId: string;
  role: Role;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}

/** A new name for a role. */
export function RenameRoleDialog({ appId, role, onClose, onChanged }: RoleDialogProps) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const { form, onSubmit, errorsOf, submitting } = useContractForm({
    schema: roleRenameSchema,
    endpoint: adminRolesEndpoints.renameRole,
    defaultValues: { display_name: role.display_name },
    request: (values) => ({ params: { app: appId, role: role.id }, body: values }),
    onSaved: async () => {
      await onChanged();
      onClose();
    },
    savedMessage: formMessages.saved,
    guardUnsavedChanges: false,
  });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(rolesMessages.renameTitle)}
      closeLabel={intl.formatMessage(rolesMessages.close)}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField label={label('display_name')} errors={errorsOf('display_name', label('display_name'))}>
          <TextInput autoComplete="off" {...form.register('display_name')} />
        </FormField>
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...rolesMessages.save} />
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage {...rolesMessages.cancel} />
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}

/**
 * Deleting a role. When people hold it, they get another role of its kind instead: the app's default of
 * that kind unless the administrator chooses another (spec §4, issue 14 §4).
 */
export function DeleteRoleDialog({
  appId,
  role,
  roles,
  onClose,
  onChanged,
}: RoleDialogProps & { roles: readonly Role[] }) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const others = roles.filter((entry) => entry.is_personal === role.is_personal && entry.id !== role.id);
  const [replacement, setReplacement] = useState(others.find((entry) => entry.is_default)?.id ?? '');
  const [busy, setBusy] = useState(false);
  const held = role.holder_count > 0;

  async function remove() {
    setBusy(true);
    try {
      await callEndpoint(adminRolesEndpoints.deleteRole, {
        params: { app: appId, role: role.id },
        query: held && replacement ? { replacement } : {},
      });
      toast({ variant: 'success', message: intl.formatMessage(formMessages.deleted) });
      await onChanged();
      onClose();
    } catch (error) {
      toast({ variant: 'error', message: refusalMessage(error) ?? intl.formatMessage(formMessages.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(rolesMessages.deleteTitle)}
      description={
        held
          ? intl.formatMessage(deleteHeldTextMessage, { name: role.display_name, count: role.holder_count })
          : intl.formatMessage(deleteTextMessage, { name: role.display_name })
      }
      closeLabel={intl.formatMessage(rolesMessages.close)}
    >
      <div className={styles.form}>
        {held ? (
          <FormField label={label('replacement')}>
            {(controlProps) => (
              <Select
                {...controlProps}
                options={others.map((entry) => ({ value: entry.id, label: entry.display_name }))}
                value={replacement}
                placeholder={intl.formatMessage(rolesMessages.chooseReplacement)}
                onValueChange={setReplacement}
              />
            )}
          </FormField>
        ) : null}
        <FormActions>
          <Button
            variant="danger"
            busy={busy}
            disabled={held && others.length > 0 && !replacement}
            onClick={() => void remove()}
          >
            <FormattedMessage {...rolesMessages.deleteConfirm} />
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage {...rolesMessages.cancel} />
          </Button>
        </FormActions>
      </div>
    </Modal>
  );
}
