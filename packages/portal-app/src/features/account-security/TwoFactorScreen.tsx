import { twoFactorEndpoints, type Passkey, type TotpSetup, type TwoFactorStatus } from '@eventsuite/api-contract';
import { Badge, Button, ConfirmDialog, FormField, Inline, Section, TextInput, toast } from '@eventsuite/design-system';
import { startRegistration } from '@simplewebauthn/browser';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { RecoveryCodeList } from '../../forms/two-factor/RecoveryCodeList';
import { TotpKeyPanel } from '../../forms/two-factor/TotpKeyPanel';
import { twoFactorFormMessages } from '../../forms/two-factor/two-factor-messages';
import { useCatalogue } from '../../i18n/catalogue';
import { commonMessages } from '../../i18n/common-messages';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import * as styles from '../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { currentUserAtom } from '../../session/atoms';
import { CompanyTwoFactorSection } from './CompanyTwoFactorSection';
import { RemoveFactorDialog } from './RemoveFactorDialog';
import {
  codesLeftMessage,
  passkeyPasswordlessLabel,
  passkeyRemoveText,
  passkeyRemoveLabel,
  passkeyRenameLabel,
  passkeyUsedMessage,
  requiredByMessage,
  twoFactorMessages as messages,
} from './two-factor-messages';

type Refresh = (status?: TwoFactorStatus) => void;

/**
 * /security/two-factor: the person's second factors (ADR 0033): the authenticator app, set up with a
 * QR code and confirmed by a first code; the recovery codes, shown once and renewable; the passkeys,
 * named, marked for signing in without the password, and removed.
 */
export default function TwoFactorScreen() {
  const handle = useCurrentRouteHandle();
  const user = useAtomValue(currentUserAtom);
  const { data, error, mutate } = useEndpoint(twoFactorEndpoints.getTwoFactor, {});
  const status = data?.data;
  const [codes, setCodes] = useState<string[]>();
  const refresh: Refresh = (next) => void mutate(next ? { data: next } : undefined);
  const showCodes = (fresh: string[] | null | undefined) => {
    if (fresh && fresh.length > 0) setCodes(fresh);
    refresh();
  };

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <div className={styles.sections}>
        <p className={styles.text}>
          <FormattedMessage {...messages.intro} />
        </p>
        {status && status.required_by.length > 0 ? (
          <p className={styles.notice} role="note">
            <FormattedMessage {...requiredByMessage} values={{ companies: status.required_by.join(', ') }} />
          </p>
        ) : null}
        {codes ? (
          <Section title={<FormattedMessage {...messages.codesHeading} />}>
            <RecoveryCodeList codes={codes} />
            <div className={styles.actions}>
              <Button type="button" onClick={() => setCodes(undefined)}>
                <FormattedMessage {...messages.codesDone} />
              </Button>
            </div>
          </Section>
        ) : null}
        {status ? (
          <>
            <Section title={<FormattedMessage {...messages.totpHeading} />}>
              <TotpSection status={status} onCodes={showCodes} onChanged={refresh} />
            </Section>
            <Section title={<FormattedMessage {...messages.passkeysHeading} />}>
              <PasskeySection status={status} onCodes={showCodes} onChanged={refresh} />
            </Section>
          </>
        ) : (
          <LoadState
            failed={error !== undefined}
            loading={messages.loading}
            failedTitle={messages.failed}
            retry={messages.retry}
            onRetry={() => refresh()}
          />
        )}
        {status && !codes ? <RecoveryCodesSection status={status} onCodes={showCodes} /> : null}
        {user?.company?.isOwner ? <CompanyTwoFactorSection company={user.company} /> : null}
      </div>
    </PageLayout>
  );
}

function TotpSection({
  status,
  onCodes,
  onChanged,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  onChanged: Refresh;
}) {
  const intl = useIntl();
  const { fieldLabel, validationMessage } = useCatalogue();
  const [key, setKey] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const label = fieldLabel('code');

  const start = async () => {
    setBusy(true);
    try {
      setKey((await callEndpoint(twoFactorEndpoints.startTotpSetup, {})).data);
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await callEndpoint(twoFactorEndpoints.confirmTotp, { body: { code: code.trim() } });
      setKey(undefined);
      setCode('');
      toast({ variant: 'success', message: intl.formatMessage(messages.totpAdded) });
      onCodes(data.recovery_codes);
    } catch (reason) {
      setError(
        reason instanceof ApiError && reason.status === 422
          ? validationMessage('invalid_code', label)
          : intl.formatMessage(commonMessages.requestFailed),
      );
    } finally {
      setBusy(false);
    }
  };

  if (status.totp) {
    return (
      <>
        <p className={styles.text}>
          <FormattedMessage {...messages.totpOn} />
        </p>
        <div className={styles.actions}>
          <Button type="button" variant="danger" onClick={() => setRemoving(true)}>
            <FormattedMessage {...messages.totpRemove} />
          </Button>
        </div>
        {removing ? (
          <RemoveFactorDialog
            endpoint={twoFactorEndpoints.removeTotp}
            request={(body) => ({ body })}
            title={intl.formatMessage(messages.totpRemoveTitle)}
            text={intl.formatMessage(messages.totpRemoveText)}
            hasPassword={status.has_password}
            onRemoved={onChanged}
            onClose={() => setRemoving(false)}
          />
        ) : null}
      </>
    );
  }
  if (!key) {
    return (
      <>
        <p className={styles.text}>
          <FormattedMessage {...messages.totpOff} />
        </p>
        <div className={styles.actions}>
          <Button type="button" busy={busy} onClick={() => void start()}>
            <FormattedMessage {...messages.totpStart} />
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <TotpKeyPanel secret={key.secret} otpauthUrl={key.otpauth_url} />
      <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
        <FormField label={label} errors={error ? [error] : undefined}>
          <TextInput
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            <FormattedMessage {...twoFactorFormMessages.confirm} />
          </Button>
          <Button type="button" variant="secondary" onClick={() => setKey(undefined)}>
            <FormattedMessage {...messages.cancel} />
          </Button>
        </div>
      </form>
    </>
  );
}

function RecoveryCodesSection({ status, onCodes }: { status: TwoFactorStatus; onCodes: (codes: string[]) => void }) {
  const intl = useIntl();
  const [renewing, setRenewing] = useState(false);
  const hasFactor = status.totp || status.passkeys.length > 0;
  return (
    <Section title={<FormattedMessage {...messages.codesHeading} />}>
      {hasFactor ? (
        <>
          <p className={styles.text}>
            <FormattedMessage {...codesLeftMessage} values={{ left: status.recovery_codes_left }} />
          </p>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setRenewing(true)}>
              <FormattedMessage {...messages.codesRenew} />
            </Button>
          </div>
          <ConfirmDialog
            open={renewing}
            onOpenChange={setRenewing}
            title={intl.formatMessage(messages.codesRenewTitle)}
            text={intl.formatMessage(messages.codesRenewText)}
            confirmLabel={intl.formatMessage(messages.codesRenewConfirm)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            onConfirm={async () =>
              onCodes((await callEndpoint(twoFactorEndpoints.renewRecoveryCodes, {})).data.recovery_codes)
            }
          />
        </>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage {...messages.codesNone} />
        </p>
      )}
    </Section>
  );
}

function PasskeySection({
  status,
  onCodes,
  onChanged,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[] | null) => void;
  onChanged: Refresh;
}) {
  const intl = useIntl();
  const { validationMessage } = useCatalogue();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const nameLabel = intl.formatMessage(messages.passkeyName);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === '') return setError(validationMessage('required', nameLabel));
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await callEndpoint(twoFactorEndpoints.startPasskeyRegistration, {});
      const response = await startRegistration({ optionsJSON: data.options as never });
      const created = await callEndpoint(twoFactorEndpoints.registerPasskey, {
        body: { name: name.trim(), response: response as unknown as Record<string, unknown> },
      });
      setName('');
      toast({ variant: 'success', message: intl.formatMessage(messages.saved) });
      onCodes(created.data.recovery_codes);
    } catch (reason) {
      setError(
        reason instanceof ApiError && reason.status !== 422
          ? intl.formatMessage(commonMessages.requestFailed)
          : intl.formatMessage(messages.passkeyFailed),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {status.passkeys.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...messages.passkeysEmpty} />
        </p>
      ) : (
        <ul className={styles.sections} aria-label={intl.formatMessage(messages.passkeysList)}>
          {status.passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} hasPassword={status.has_password} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void add(event)}>
        <FormField label={nameLabel} errors={error ? [error] : undefined}>
          <TextInput
            name="passkey-name"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            <FormattedMessage {...messages.passkeyAdd} />
          </Button>
        </div>
      </form>
    </>
  );
}

function PasskeyItem({
  passkey,
  hasPassword,
  onChanged,
}: {
  passkey: Passkey;
  hasPassword: boolean;
  onChanged: Refresh;
}) {
  const intl = useIntl();
  const [name, setName] = useState(passkey.name);
  const [removing, setRemoving] = useState(false);
  // The box follows the click at once; the list's answer (or a failure) settles it.
  const [passwordless, setPasswordless] = useState<boolean>();
  const date = (value: string | null) =>
    value ? intl.formatDate(value, { dateStyle: 'medium' }) : intl.formatMessage(messages.passkeyNever);

  const save = async (values: { name: string; passwordless: boolean }) => {
    try {
      await callEndpoint(twoFactorEndpoints.updatePasskey, { params: { passkey: passkey.id }, body: values });
      toast({ variant: 'success', message: intl.formatMessage(messages.saved) });
      onChanged();
    } catch {
      setPasswordless(undefined);
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    }
  };

  return (
    <li className={styles.section}>
      <Inline gap="xs" align="center">
        <strong className={styles.text}>{passkey.name}</strong>
        {passkey.passwordless ? (
          <Badge tone="brand">
            <FormattedMessage {...messages.passkeyPasswordless} />
          </Badge>
        ) : null}
      </Inline>
      <p className={styles.muted}>
        <FormattedMessage
          {...passkeyUsedMessage}
          values={{ created: date(passkey.created_at), used: date(passkey.last_used_at) }}
        />
      </p>
      <form
        className={styles.actions}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() !== '') void save({ name: name.trim(), passwordless: passkey.passwordless });
        }}
      >
        <FormField label={intl.formatMessage(passkeyRenameLabel, { name: passkey.name })}>
          <TextInput value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Button type="submit" variant="secondary">
          <FormattedMessage {...messages.passkeyRename} />
        </Button>
      </form>
      <label className={styles.actions}>
        <input
          type="checkbox"
          checked={passwordless ?? passkey.passwordless}
          onChange={(event) => {
            setPasswordless(event.target.checked);
            void save({ name: passkey.name, passwordless: event.target.checked });
          }}
        />
        <FormattedMessage {...passkeyPasswordlessLabel} values={{ name: passkey.name }} />
      </label>
      <div className={styles.actions}>
        <Button type="button" variant="danger" onClick={() => setRemoving(true)}>
          <FormattedMessage {...passkeyRemoveLabel} values={{ name: passkey.name }} />
        </Button>
      </div>
      {removing ? (
        <RemoveFactorDialog
          endpoint={twoFactorEndpoints.deletePasskey}
          request={(body) => ({ params: { passkey: passkey.id }, body })}
          title={intl.formatMessage(messages.passkeyRemoveTitle)}
          text={intl.formatMessage(passkeyRemoveText, { name: passkey.name })}
          hasPassword={hasPassword}
          onRemoved={onChanged}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </li>
  );
}
