import { adminAppsEndpoints as endpoints, type AppClientType, type AppSignIn } from '@eventsuite/api-contract';
import { Button, ConfirmDialog, Modal, RadioGroup, Section, Stack, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { formMessages } from '../../forms/form-messages';
import { sectionLoadLabels } from '../../layout/LoadState';
import * as sections from '../../layout/Sections.css';
import { appSignInMessages as messages } from './app-sign-in-messages';
import * as styles from './AppSignInSection.css';
import { CopyValue } from './CopyValue';
import { refusalMessage } from '../../api/refusal';

type Pending = { kind: 'switch'; type: AppClientType } | { kind: 'rotate' };

/**
 * How an app signs in through the portal (issue 14 §1b, ADR 0018), for the app's administration page:
 * the values its OpenID library needs, each with a copy button; the client type; and a confidential
 * client's secret, rotated after a confirmation and shown once in a dialog.
 */
export function AppSignInSection({ appId }: { appId: string }) {
  const intl = useIntl();
  const params = { app: appId };
  const { data, error, mutate } = useEndpoint(endpoints.showAppSignIn, { params });
  const [chosenType, setChosenType] = useState<AppClientType>();
  const [pending, setPending] = useState<Pending>();
  const [secret, setSecret] = useState<string>();
  const [saving, setSaving] = useState(false);

  const title = <FormattedMessage {...messages.heading} />;

  if (error || !data) {
    return (
      <Section
        title={title}
        state={error === undefined ? 'loading' : 'failed'}
        labels={sectionLoadLabels({ loading: messages.loading, failed: messages.loadFailed, retry: messages.retry })}
        onRetry={() => void mutate()}
      />
    );
  }

  const signIn: AppSignIn = data.data;
  const { client } = signIn;
  const type = chosenType ?? client?.type ?? 'public';

  /** Sends a change; shows the new state, and the secret it made in its dialog. Rejects when refused. */
  async function change(
    send: () => Promise<{ data: { sign_in: AppSignIn; client_secret: string | null } }>,
    done: string,
  ) {
    try {
      const { data: changed } = await send();
      await mutate({ data: changed.sign_in }, { revalidate: false });
      setChosenType(undefined);
      if (changed.client_secret) setSecret(changed.client_secret);
      toast({ variant: 'success', message: done });
    } catch (failure) {
      toast({ variant: 'error', message: refusalMessage(failure) ?? intl.formatMessage(formMessages.saveFailed) });
      throw failure;
    }
  }

  const saveType = (next: AppClientType) =>
    change(
      () => callEndpoint(endpoints.saveAppSignIn, { params, body: { type: next } }),
      intl.formatMessage(messages.saved),
    );
  const rotate = () =>
    change(() => callEndpoint(endpoints.rotateAppClientSecret, { params }), intl.formatMessage(messages.rotated));

  async function create() {
    setSaving(true);
    try {
      await saveType(type);
    } catch {
      // The toast has said why.
    } finally {
      setSaving(false);
    }
  }

  const rows: { label: string; value: string | null }[] = [
    ...(client ? [{ label: intl.formatMessage(messages.clientId), value: client.client_id }] : []),
    { label: intl.formatMessage(messages.redirectUri), value: signIn.redirect_uri },
    { label: intl.formatMessage(messages.logoutUri), value: signIn.logout_uri },
    { label: intl.formatMessage(messages.discoveryUrl), value: signIn.discovery_url },
  ];

  const typeOptions = [
    { value: 'public', label: intl.formatMessage(messages.typePublic) },
    { value: 'confidential', label: intl.formatMessage(messages.typeConfidential) },
  ];

  return (
    <Section title={title}>
      <p className={sections.text}>
        <FormattedMessage {...(signIn.built_in ? messages.builtIn : client ? messages.intro : messages.noClient)} />
      </p>
      {!signIn.built_in && !signIn.redirect_uri ? (
        <p className={sections.muted} role="note">
          <FormattedMessage {...messages.noRedirect} />
        </p>
      ) : null}
      <dl className={styles.values}>
        {rows.map(({ label, value }) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>
              {value ? <CopyValue value={value} name={label} /> : <FormattedMessage {...messages.none} />}
            </dd>
          </div>
        ))}
      </dl>
      {signIn.built_in ? null : (
        <>
          <RadioGroup
            label={intl.formatMessage(messages.clientType)}
            hint={intl.formatMessage(messages.clientTypeHint)}
            options={typeOptions}
            value={type}
            onValueChange={(value) => setChosenType(value as AppClientType)}
            name="client_type"
          />
          <div className={sections.actions}>
            {client ? (
              <Button
                variant="secondary"
                disabled={type === client.type}
                onClick={() => setPending({ kind: 'switch', type })}
              >
                <FormattedMessage {...messages.changeType} />
              </Button>
            ) : (
              <Button busy={saving} onClick={() => void create()}>
                <FormattedMessage {...messages.createClient} />
              </Button>
            )}
            {client?.type === 'confidential' ? (
              <Button variant="danger" onClick={() => setPending({ kind: 'rotate' })}>
                <FormattedMessage {...messages.rotateSecret} />
              </Button>
            ) : null}
          </div>
        </>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => {
          if (!open) setPending(undefined);
        }}
        tone={pending?.kind === 'switch' && pending.type === 'confidential' ? 'default' : 'destructive'}
        title={intl.formatMessage(
          pending?.kind === 'rotate'
            ? messages.rotateTitle
            : pending?.type === 'public'
              ? messages.toPublicTitle
              : messages.toConfidentialTitle,
        )}
        text={intl.formatMessage(
          pending?.kind === 'rotate'
            ? messages.rotateText
            : pending?.type === 'public'
              ? messages.toPublicText
              : messages.toConfidentialText,
        )}
        confirmLabel={intl.formatMessage(pending?.kind === 'rotate' ? messages.rotate : messages.changeType)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => (pending?.kind === 'switch' ? saveType(pending.type) : rotate())}
      />
      <Modal
        open={secret !== undefined}
        onOpenChange={(open) => {
          if (!open) setSecret(undefined);
        }}
        title={intl.formatMessage(messages.secretTitle)}
        description={intl.formatMessage(messages.secretWarning)}
        closeLabel={intl.formatMessage(messages.close)}
      >
        <Stack gap="md">
          <div className={styles.value}>
            {secret ? (
              <CopyValue value={secret} name={intl.formatMessage(messages.secret)} className={styles.secret} />
            ) : null}
          </div>
          <div className={sections.actions}>
            <Button onClick={() => setSecret(undefined)}>
              <FormattedMessage {...messages.done} />
            </Button>
          </div>
        </Stack>
      </Modal>
    </Section>
  );
}
