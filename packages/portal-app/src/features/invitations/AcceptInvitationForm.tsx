import {
  invitationAcceptanceSchema,
  invitationsEndpoints,
  passwordMinLength,
  signInEndpoints,
  type PendingInvitationPage,
} from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormField, TextInput } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { matchPath, useNavigate } from 'react-router';
import { ApiError, callEndpoint } from '../../api/client';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { pathTo } from '../../route-table/path-to';
import { routeByName } from '../../route-table/route-table';
import { loadSession } from '../../session/session-context';
import { pageMessages } from './invitation-messages';
import * as styles from './invitations.css';

/**
 * Signs the new person in with the address and password they just chose: the sign-in starts as usual
 * (the provider's login step for this address) and is answered with those credentials, so they land
 * signed in on the dashboard. Where that cannot be done here (another provider, a refusal), the sign-in
 * form opens with the address filled in.
 */
async function signInAs(email: string, password: string, navigate: (path: string) => unknown) {
  const landing = await (await loadSession()).signInPath(pathTo('index'), email);
  const uid = matchPath(routeByName('sign-in').path, landing.split('?')[0] ?? '')?.params.uid;
  if (uid) {
    try {
      const { data } = await callEndpoint(signInEndpoints.submitSignIn, { params: { uid }, body: { email, password } });
      // A second factor (ADR 0033) is asked for on the sign-in screen, where the lines below lead.
      if (data.redirect_to) {
        window.location.assign(data.redirect_to);
        return;
      }
    } catch {
      // The sign-in form says what went wrong.
    }
  }
  await navigate(landing);
}

/** A new person accepts: their name and a password (the profile's password rules). */
export function AcceptInvitationForm({
  token,
  page,
  onEnded,
}: {
  token: string;
  page: PendingInvitationPage;
  /** The invitation can no longer be accepted: show why. */
  onEnded: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { fieldLabel } = useCatalogue();
  const [conflict, setConflict] = useState<string>();
  const [signingIn, setSigningIn] = useState(false);
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: invitationAcceptanceSchema,
    endpoint: invitationsEndpoints.acceptInvitation,
    defaultValues: { first_name: page.first_name, last_name: page.last_name, password: '', password_confirmation: '' },
    request: (values) => ({ params: { token }, body: values }),
    savedMessage: null,
    guardUnsavedChanges: false,
    onSaved: async (response, submitted) => {
      setSigningIn(true);
      await signInAs(response.data.email, submitted.password, navigate);
    },
    onFailed: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      setConflict((error.body as { message?: string } | undefined)?.message);
      onEnded();
      return true;
    },
  });
  const label = (name: 'first_name' | 'last_name' | 'password' | 'password_confirmation') => fieldLabel(name);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.text}>
        <FormattedMessage {...pageMessages.newPerson} values={{ email: page.email }} />
      </p>
      <FormField label={label('first_name')} errors={errorsOf('first_name', label('first_name'))}>
        <TextInput autoComplete="given-name" {...form.register('first_name')} />
      </FormField>
      <FormField label={label('last_name')} errors={errorsOf('last_name', label('last_name'))}>
        <TextInput autoComplete="family-name" {...form.register('last_name')} />
      </FormField>
      <FormField
        label={label('password')}
        hint={intl.formatMessage(pageMessages.passwordHint, { minLength: passwordMinLength })}
        errors={errorsOf('password', label('password'))}
      >
        <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField
        label={label('password_confirmation')}
        errors={errorsOf('password_confirmation', label('password_confirmation'))}
      >
        <TextInput type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
      </FormField>
      {formError || conflict ? <FormErrorLine>{formError ?? conflict}</FormErrorLine> : null}
      <FormActions>
        <Button type="submit" busy={submitting || signingIn}>
          <FormattedMessage {...pageMessages.accept} />
        </Button>
      </FormActions>
    </form>
  );
}
