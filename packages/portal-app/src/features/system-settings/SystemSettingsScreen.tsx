import {
  contentLocales,
  eventsuiteRoleSettingsInputSchema,
  systemSettingsEndpoints,
  type ContentLocale,
  type EnvironmentFacts,
  type EventsuiteRoleSettings,
  type OutboxMail,
} from '@eventsuite/api-contract';
import { Badge, Button, FormActions, FormErrorLine, Inline, toast } from '@eventsuite/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { runtimeConfigAtom } from '../../config/runtime-config';
import { formMessages } from '../../forms/form-messages';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import * as sections from '../../layout/Sections.css';
import { useRegionalFormat } from '../../regional';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { canAtom } from '../../session/atoms';
import * as styles from './SystemSettings.css';
import {
  daysMessage,
  lastErrorMessage,
  mailLineMessage,
  minutesMessage,
  outboxTotalMessage,
  retryMailLabel,
  systemSettingsMessages as messages,
  throttleMessage,
} from './system-settings-messages';

/** Who may change the settings: admin_can_edit_settings; admin_can_view_settings alone reads. */
export const editSettings = { anyOf: ['admin_can_edit_settings'] };

/** The supported languages' order on screen; English comes first and stays on. */
const languages: readonly ContentLocale[] = contentLocales;

/**
 * /admin/settings (issue 27 §2): the Eventsuite role of each kind of user, the supported languages, what
 * the server reads from its environment, and the mail outbox with its failed mails.
 */
export default function SystemSettingsScreen() {
  const handle = useCurrentRouteHandle();
  const can = useAtomValue(canAtom);
  const mayEdit = can(editSettings);
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <div className={sections.sections}>
        {mayEdit ? null : (
          <p className={sections.muted}>
            <FormattedMessage {...messages.readOnly} />
          </p>
        )}
        <RolesSection mayEdit={mayEdit} />
        <LanguagesSection mayEdit={mayEdit} />
        <EnvironmentSection />
        <OutboxSection mayEdit={mayEdit} />
      </div>
    </PageLayout>
  );
}

function Section({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: ReactNode;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={sections.section} aria-labelledby={id}>
      <h2 id={id} className={sections.sectionHeading}>
        {heading}
      </h2>
      {text ? <p className={sections.muted}>{text}</p> : null}
      {children}
    </section>
  );
}

function RolesSection({ mayEdit }: { mayEdit: boolean }) {
  const { data, error, mutate } = useEndpoint(systemSettingsEndpoints.showEventsuiteRoleSettings, {});
  return (
    <Section
      id="settings-roles"
      heading={<FormattedMessage {...messages.rolesHeading} />}
      text={<FormattedMessage {...messages.rolesText} />}
    >
      {data ? (
        <RolesForm
          settings={data.data}
          mayEdit={mayEdit}
          onSaved={(next) => void mutate({ data: next }, { revalidate: false })}
        />
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.rolesLoading}
          failedTitle={messages.rolesLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </Section>
  );
}

/** The option that stands for no role in a select. */
const none = 'none';

function RolesForm({
  settings,
  mayEdit,
  onSaved,
}: {
  settings: EventsuiteRoleSettings;
  mayEdit: boolean;
  onSaved: (settings: EventsuiteRoleSettings) => void;
}) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: eventsuiteRoleSettingsInputSchema,
    endpoint: systemSettingsEndpoints.updateEventsuiteRoleSettings,
    defaultValues: {
      personal: settings.personal,
      company_member: settings.company_member,
      company_owner: settings.company_owner,
    },
    onSaved: (response) => onSaved(response.data),
  });
  const optionsOf = (personal: boolean, noneLabel: string) => [
    { value: none, label: noneLabel },
    ...settings.roles
      .filter((role) => role.is_personal === personal)
      .map((role) => ({ value: role.id, label: role.name })),
  ];
  const noRole = intl.formatMessage(messages.noRole);
  const fields = [
    { name: 'personal', options: optionsOf(true, noRole) },
    { name: 'company_member', options: optionsOf(false, noRole) },
    { name: 'company_owner', options: optionsOf(false, intl.formatMessage(messages.ownerDefault)) },
  ] as const;
  return (
    <form className={sections.form} onSubmit={onSubmit} noValidate>
      <div className={sections.grid}>
        {fields.map(({ name, options }) => (
          <SelectField
            key={name}
            control={form.control}
            name={name}
            label={fieldLabel(name)}
            options={options}
            nullOption={none}
            errors={errorsOf(name, fieldLabel(name))}
            disabled={!mayEdit}
          />
        ))}
      </div>
      {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
      {mayEdit ? (
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...messages.save} />
          </Button>
        </FormActions>
      ) : null}
    </form>
  );
}

function LanguagesSection({ mayEdit }: { mayEdit: boolean }) {
  const { data, error, mutate } = useEndpoint(systemSettingsEndpoints.showSupportedLanguages, {});
  return (
    <Section
      id="settings-languages"
      heading={<FormattedMessage {...messages.languagesHeading} />}
      text={<FormattedMessage {...messages.languagesText} />}
    >
      {data ? (
        <LanguagesForm
          // A saved choice starts the form afresh.
          key={data.data.languages.join()}
          chosen={data.data.languages}
          mayEdit={mayEdit}
          onSaved={(next) => void mutate({ data: { languages: next } }, { revalidate: false })}
        />
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.languagesLoading}
          failedTitle={messages.languagesLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </Section>
  );
}

function LanguagesForm({
  chosen,
  mayEdit,
  onSaved,
}: {
  chosen: readonly ContentLocale[];
  mayEdit: boolean;
  onSaved: (languages: ContentLocale[]) => void;
}) {
  const intl = useIntl();
  const setRuntimeConfig = useSetAtom(runtimeConfigAtom);
  const [selected, setSelected] = useState<ReadonlySet<ContentLocale>>(new Set(chosen));
  const [saving, setSaving] = useState(false);
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const response = await callEndpoint(systemSettingsEndpoints.updateSupportedLanguages, {
        body: { languages: languages.filter((language) => selected.has(language)) },
      });
      toast({ variant: 'success', message: intl.formatMessage(formMessages.saved) });
      // The language toggle offers the new list at once, as a reload would (ADR 0034).
      setRuntimeConfig((config) => ({ ...config, supportedLanguages: response.data.languages }));
      onSaved(response.data.languages);
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(formMessages.saveFailed) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className={sections.form} onSubmit={save} noValidate>
      <fieldset className={sections.fieldset}>
        <legend className={sections.legend}>
          <FormattedMessage {...messages.languagesHeading} />
        </legend>
        <div className={styles.checkboxes}>
          {languages.map((language) => (
            <label key={language} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={selected.has(language)}
                // English is every text's fallback: it stays on.
                disabled={!mayEdit || language === 'en'}
                onChange={(event) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(language);
                    else next.delete(language);
                    return next;
                  })
                }
              />
              {names.of(language) ?? language}
            </label>
          ))}
        </div>
      </fieldset>
      {mayEdit ? (
        <FormActions>
          <Button type="submit" busy={saving}>
            <FormattedMessage {...messages.save} />
          </Button>
        </FormActions>
      ) : null}
    </form>
  );
}

function EnvironmentSection() {
  const { data, error, mutate } = useEndpoint(systemSettingsEndpoints.showEnvironmentFacts, {});
  return (
    <Section
      id="settings-environment"
      heading={<FormattedMessage {...messages.environmentHeading} />}
      text={<FormattedMessage {...messages.environmentText} />}
    >
      {data ? (
        <EnvironmentFactsList facts={data.data} />
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.environmentLoading}
          failedTitle={messages.environmentLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </Section>
  );
}

function EnvironmentFactsList({ facts }: { facts: EnvironmentFacts }) {
  const intl = useIntl();
  const minutes = (seconds: number) => intl.formatMessage(minutesMessage, { count: Math.round(seconds / 60) });
  const rows: [string, string][] = [
    [intl.formatMessage(messages.productName), facts.product_name],
    [intl.formatMessage(messages.publicUrl), facts.public_url],
    [intl.formatMessage(messages.mailFrom), facts.mail_from],
    [intl.formatMessage(messages.smtp), intl.formatMessage(facts.smtp_configured ? messages.yes : messages.no)],
    [intl.formatMessage(messages.accessToken), minutes(facts.access_token_lifetime)],
    [
      intl.formatMessage(messages.refreshToken),
      intl.formatMessage(daysMessage, { count: Math.round(facts.refresh_token_lifetime / 86_400) }),
    ],
    [
      intl.formatMessage(messages.throttle),
      intl.formatMessage(throttleMessage, { attempts: facts.sign_in_attempts, window: minutes(facts.sign_in_window) }),
    ],
    [intl.formatMessage(messages.database), intl.formatMessage(messages[facts.database])],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.factRow}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OutboxSection({ mayEdit }: { mayEdit: boolean }) {
  const intl = useIntl();
  const format = useRegionalFormat();
  const { data, error, mutate } = useEndpoint(systemSettingsEndpoints.showMailOutbox, {});
  const retry = async (mail: OutboxMail) => {
    try {
      const response = await callEndpoint(systemSettingsEndpoints.retryOutboxMail, { params: { mail: mail.id } });
      void mutate(response, { revalidate: false });
      toast({ variant: 'success', message: intl.formatMessage(messages.retried) });
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(messages.retryFailed) });
    }
  };
  const outbox = data?.data;
  return (
    <Section id="settings-outbox" heading={<FormattedMessage {...messages.outboxHeading} />}>
      {outbox ? (
        outbox.mails.length === 0 ? (
          <p className={sections.muted}>
            <FormattedMessage {...messages.outboxEmpty} />
          </p>
        ) : (
          <>
            <p className={sections.muted}>
              {intl.formatMessage(outboxTotalMessage, { shown: outbox.mails.length, total: outbox.total })}
            </p>
            <ul className={styles.mails}>
              {outbox.mails.map((mail) => (
                <li key={mail.id} className={styles.mail}>
                  <div className={styles.mailText}>
                    <Inline gap="sm" align="center">
                      <span className={sections.text}>{mail.subject}</span>
                      <Badge tone={mail.failed ? 'danger' : 'neutral'}>
                        {intl.formatMessage(mail.failed ? messages.failed : messages.waiting)}
                      </Badge>
                    </Inline>
                    <span className={sections.muted}>
                      {intl.formatMessage(mailLineMessage, {
                        recipient: mail.recipient,
                        date: format.dateTime(mail.created_at),
                        attempts: mail.attempts,
                      })}
                    </span>
                    {mail.last_error ? (
                      <span className={sections.muted}>
                        {intl.formatMessage(lastErrorMessage, { error: mail.last_error })}
                      </span>
                    ) : null}
                  </div>
                  {mayEdit && mail.failed ? (
                    <Button
                      variant="secondary"
                      aria-label={intl.formatMessage(retryMailLabel, {
                        subject: mail.subject,
                        recipient: mail.recipient,
                      })}
                      onClick={() => void retry(mail)}
                    >
                      <FormattedMessage {...messages.retryMail} />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.outboxLoading}
          failedTitle={messages.outboxLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </Section>
  );
}
