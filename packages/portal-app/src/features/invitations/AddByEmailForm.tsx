import {
  invitationsEndpoints,
  teamMemberInputSchema,
  type TeamMemberChoices,
  type TeamMemberInput,
} from '@eventsuite/api-contract';
import {
  Button,
  ConfirmDialog,
  FormActions,
  FormErrorLine,
  FormField,
  TextInput,
  toast,
} from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { formMessages } from '../../forms/form-messages';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { addMessages } from './invitation-messages';
import * as styles from './invitations.css';

const empty: TeamMemberInput = {
  email: '',
  first_name: '',
  last_name: '',
  position: '',
  location_id: null,
  role_id: null,
};

/** The option standing for "no location": Select options cannot be empty. */
const noLocation = 'none';

export interface AddByEmailFormProps {
  company: { id: string; name: string };
  choices: TeamMemberChoices | undefined;
  /** After an invitation was sent: the list shows it. */
  onInvited: () => void;
}

/**
 * Adds a person by email (createTeamMember). An address without an account asks, in the confirmation
 * dialog of spec §8, whether to invite the person instead (createInvitation).
 */
export function AddByEmailForm({ company, choices, onInvited }: AddByEmailFormProps) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const [notFound, setNotFound] = useState<TeamMemberInput | null>(null);
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: teamMemberInputSchema,
    endpoint: invitationsEndpoints.createTeamMember,
    defaultValues: empty,
    request: (values) => ({ params: { company: company.id }, body: values }),
    savedMessage: null,
    savedValues: (response, submitted) => (response.data.outcome === 'added' ? empty : submitted),
    onSaved: (response, submitted) => {
      if (response.data.outcome === 'added') {
        toast({ variant: 'success', message: intl.formatMessage(addMessages.added, { email: response.data.email }) });
      } else setNotFound(submitted);
    },
  });

  const invite = async () => {
    if (!notFound) return;
    try {
      await callEndpoint(invitationsEndpoints.createInvitation, { params: { company: company.id }, body: notFound });
    } catch (error) {
      toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
      throw error;
    }
    toast({ variant: 'success', message: intl.formatMessage(addMessages.sent) });
    form.reset(empty);
    onInvited();
  };

  const text = (
    name: 'email' | 'first_name' | 'last_name' | 'position',
    props: { type?: 'email'; autoComplete: string },
  ) => (
    <FormField label={fieldLabel(name)} errors={errorsOf(name, fieldLabel(name))}>
      <TextInput {...props} {...form.register(name)} />
    </FormField>
  );

  const locationOptions = [
    { value: noLocation, label: intl.formatMessage(addMessages.noLocation) },
    ...(choices?.locations ?? []).map((location) => ({ value: location.id, label: location.name })),
  ];
  const roleOptions = (choices?.roles ?? []).map((role) => ({
    value: role.id,
    label: role.is_default
      ? intl.formatMessage(addMessages.defaultRole, { role: role.display_name })
      : role.display_name,
  }));
  const defaultRoleId = choices?.roles.find((role) => role.is_default)?.id;

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          {text('email', { type: 'email', autoComplete: 'off' })}
          {text('first_name', { autoComplete: 'off' })}
          {text('last_name', { autoComplete: 'off' })}
          {text('position', { autoComplete: 'off' })}
          <SelectField
            control={form.control}
            name="location_id"
            label={fieldLabel('location_id')}
            errors={errorsOf('location_id', fieldLabel('location_id'))}
            options={locationOptions}
            nullOption={noLocation}
          />
          <SelectField
            control={form.control}
            name="role_id"
            label={fieldLabel('role_id')}
            errors={errorsOf('role_id', fieldLabel('role_id'))}
            options={roleOptions}
            nullOption={defaultRoleId}
            placeholder={intl.formatMessage(addMessages.choose)}
          />
        </div>
        {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...addMessages.submit} />
          </Button>
        </FormActions>
      </form>
      <ConfirmDialog
        open={notFound !== null}
        onOpenChange={(open) => {
          if (!open) setNotFound(null);
        }}
        title={<FormattedMessage {...addMessages.inviteTitle} />}
        text={
          <FormattedMessage
            {...addMessages.inviteText}
            values={{ email: notFound?.email ?? '', company: company.name }}
          />
        }
        confirmLabel={intl.formatMessage(addMessages.inviteConfirm)}
        cancelLabel={intl.formatMessage(addMessages.cancel)}
        onConfirm={invite}
      />
    </>
  );
}
