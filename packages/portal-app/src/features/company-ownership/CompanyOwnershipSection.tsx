import { companyOwnershipEndpoints as endpoints, type CompanyPerson } from '@eventsuite/api-contract';
import { Button, FormField, PasswordConfirmDialog, Section, Select, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { formMessages } from '../../forms/form-messages';
import { mapServerErrors } from '../../forms/server-errors';
import { useCatalogue } from '../../i18n/catalogue';
import { sectionLoadLabels } from '../../layout/LoadState';
import * as sections from '../../layout/Sections.css';
import { useEndpoint } from '../../api/use-endpoint';
import { loadSession } from '../../session/session-context';
import { dialogTextMessage, ownershipMessages } from './ownership-messages';

const fields = new Set(['new_owner', 'password']);

const nameOf = (person: CompanyPerson) => `${person.first_name} ${person.last_name}`.trim();

/**
 * Ownership transfer (spec §4, §5), for the owner: choose another team member, confirm with the password.
 * Once the server has made the change, the session's identity is read again, so the menu and this screen
 * show the former owner what a team member sees (this section goes: it is the owner's).
 */
export function CompanyOwnershipSection({ companyId, companyName }: { companyId: string; companyName: string }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const params = { company: companyId };
  const { data, error, mutate } = useEndpoint(endpoints.getCompanyOwner, { params });
  const [newOwner, setNewOwner] = useState('');
  const [choiceError, setChoiceError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const [dialogError, setDialogError] = useState<string>();
  const newOwnerLabel = catalogue.fieldLabel('new_owner');

  const title = <FormattedMessage {...ownershipMessages.heading} />;

  if (error || !data) {
    return (
      <Section
        title={title}
        state={error === undefined ? 'loading' : 'failed'}
        labels={sectionLoadLabels({
          loading: ownershipMessages.loading,
          failed: ownershipMessages.loadFailed,
          retry: ownershipMessages.retry,
        })}
        onRetry={() => void mutate()}
      />
    );
  }

  const { candidates } = data.data;
  const chosen = candidates.find((candidate) => candidate.id === newOwner);

  function startTransfer() {
    if (!chosen) {
      setChoiceError(catalogue.validationMessage('chosen', newOwnerLabel));
      return;
    }
    setPasswordError(undefined);
    setDialogError(undefined);
    setConfirming(true);
  }

  /** Sends the transfer; rejects to keep the dialog open when the password (or the server) refuses. */
  async function transfer(password: string) {
    setPasswordError(undefined);
    setDialogError(undefined);
    try {
      await callEndpoint(endpoints.transferCompanyOwnership, { params, body: { new_owner: newOwner, password } });
    } catch (failure) {
      const mapped =
        failure instanceof ApiError && failure.status === 422 ? mapServerErrors(failure.body, fields) : null;
      if (mapped?.fields.new_owner) {
        // The choice itself is refused (the member left, say): back to the choice.
        setChoiceError(mapped.fields.new_owner);
        void mutate();
        return;
      }
      if (mapped?.fields.password) setPasswordError(mapped.fields.password);
      else if (failure instanceof ApiError && (failure.status === 409 || failure.status === 429))
        setDialogError((failure.body as { message?: string } | undefined)?.message);
      else setDialogError(intl.formatMessage(formMessages.saveFailed));
      throw failure;
    }
    toast({ variant: 'success', message: intl.formatMessage(ownershipMessages.transferred) });
    // The menus follow at once: the former owner's rights are read again.
    await (await loadSession()).reloadIdentity().catch(() => undefined);
  }

  return (
    <Section title={title}>
      <p className={sections.text}>
        <FormattedMessage {...ownershipMessages.text} />
      </p>
      {candidates.length === 0 ? (
        <p className={sections.muted} role="note">
          <FormattedMessage {...ownershipMessages.noCandidates} />
        </p>
      ) : (
        <>
          <FormField label={newOwnerLabel} errors={choiceError ? [choiceError] : undefined}>
            {(control) => (
              <Select
                {...control}
                options={candidates.map((candidate) => ({
                  value: candidate.id,
                  label: `${nameOf(candidate)} (${candidate.email})`,
                }))}
                value={newOwner}
                onValueChange={(value) => {
                  setNewOwner(value);
                  setChoiceError(undefined);
                }}
                placeholder={intl.formatMessage(ownershipMessages.choose)}
              />
            )}
          </FormField>
          <div className={sections.actions}>
            <Button variant="danger" onClick={startTransfer}>
              <FormattedMessage {...ownershipMessages.transfer} />
            </Button>
          </div>
        </>
      )}
      <PasswordConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="destructive"
        title={intl.formatMessage(ownershipMessages.dialogTitle)}
        text={intl.formatMessage(dialogTextMessage, {
          name: chosen ? nameOf(chosen) : '',
          company: companyName,
        })}
        passwordLabel={catalogue.fieldLabel('password')}
        confirmLabel={intl.formatMessage(ownershipMessages.transfer)}
        cancelLabel={intl.formatMessage(ownershipMessages.cancel)}
        requiredMessage={catalogue.validationMessage('required', catalogue.fieldLabel('password'))}
        passwordError={passwordError}
        error={dialogError}
        onConfirm={transfer}
      />
    </Section>
  );
}
