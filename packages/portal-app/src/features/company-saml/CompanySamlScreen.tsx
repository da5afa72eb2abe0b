import {
  companySamlEndpoints as endpoints,
  companySamlInputSchema,
  samlDataEncryptionAlgorithms,
  samlKeyEncryptionAlgorithms,
  type CompanySaml,
  type CompanySamlInput,
} from '@eventsuite/api-contract';
import {
  Badge,
  Button,
  FileDrop,
  FormActions,
  FormErrorLine,
  FormField,
  RadioGroup,
  Section,
  TextArea,
  TextInput,
  toast,
} from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { refusalMessage } from '../../api/refusal';
import { useEndpoint } from '../../api/use-endpoint';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import * as sections from '../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { currentUserAtom } from '../../session/atoms';
import * as styles from './CompanySaml.css';
import {
  attributeMessage,
  mappedMessage,
  removeDomainMessage,
  samlMessages as messages,
  verifyDomainMessage,
} from './saml-messages';

/** The form's values for the saved settings; secrets stay empty (left empty, the saved ones are kept). */
export function samlFormValues(saml: CompanySaml): CompanySamlInput {
  return {
    source: saml.source === 'none' ? 'metadata_url' : saml.source,
    metadata: '',
    metadata_url: saml.metadata_url,
    saml_entity_id: saml.saml_entity_id,
    login_url: saml.login_url,
    logout_url: saml.logout_url,
    certificate: '',
    redirect_url: saml.redirect_url,
    auth_path: saml.auth_path,
    comeback_path: saml.comeback_path,
    email_attribute: saml.email_attribute,
    first_name_attribute: saml.first_name_attribute,
    last_name_attribute: saml.last_name_attribute,
    is_encrypted: saml.is_encrypted,
    encryption_private_key: '',
    encryption_key_password: '',
    encryption_certificate: saml.service_provider.encryption_certificate,
    data_encryption_algorithm: saml.data_encryption_algorithm,
    key_encryption_algorithm: saml.key_encryption_algorithm,
    secret_key: '',
    allow_idp_initiated: saml.allow_idp_initiated,
    members_may_use_password: saml.members_may_use_password,
  };
}

/** Leaves out what the chosen source does not use, and secrets left empty (the saved ones are kept). */
function requestBody(values: CompanySamlInput): CompanySamlInput {
  const body: CompanySamlInput = { ...values };
  if (values.source !== 'metadata') delete body.metadata;
  if (values.source !== 'metadata_url') delete body.metadata_url;
  if (values.source !== 'manual') {
    delete body.saml_entity_id;
    delete body.login_url;
    delete body.logout_url;
    delete body.certificate;
  }
  for (const secret of ['encryption_private_key', 'encryption_key_password', 'secret_key'] as const) {
    if (!body[secret]) delete body[secret];
  }
  return body;
}

function ServiceProviderSection({ saml }: { saml: CompanySaml }) {
  const intl = useIntl();
  const sp = saml.service_provider;
  const row = (label: string, value: string) => (
    <div className={styles.definition}>
      <dt>{label}</dt>
      <dd className={styles.code}>{value}</dd>
    </div>
  );
  return (
    <Section title={<FormattedMessage {...messages.spHeading} />}>
      <dl className={styles.definitions}>
        {row(intl.formatMessage(messages.spEntityId), sp.entity_id)}
        {row(intl.formatMessage(messages.spAcs), sp.acs_url)}
        {row(intl.formatMessage(messages.spSlo), sp.slo_url)}
        <div className={styles.definition}>
          <dt>{intl.formatMessage(messages.spSigningCertificate)}</dt>
          <dd>
            <details>
              <summary>{intl.formatMessage(messages.spSigningCertificateShow)}</summary>
              <pre className={`${styles.code} ${styles.pem}`}>{sp.signing_certificate}</pre>
            </details>
          </dd>
        </div>
      </dl>
      <p className={sections.text}>
        <a href={sp.metadata_url} download="eventsuite-sp-metadata.xml">
          <FormattedMessage {...messages.spMetadata} />
        </a>
      </p>
    </Section>
  );
}

function CertificatesList({ saml }: { saml: CompanySaml }) {
  const intl = useIntl();
  if (saml.certificates.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subheading}>
        <FormattedMessage {...messages.certificatesHeading} />
      </h3>
      <ul className={styles.list}>
        {saml.certificates.map((certificate) => (
          <li key={certificate.fingerprint} className={styles.item}>
            <dl className={styles.definitions}>
              <div className={styles.definition}>
                <dt>{intl.formatMessage(messages.certificateSubject)}</dt>
                <dd>{certificate.subject}</dd>
              </div>
              <div className={styles.definition}>
                <dt>{intl.formatMessage(messages.certificateFingerprint)}</dt>
                <dd className={styles.code}>{certificate.fingerprint}</dd>
              </div>
              <div className={styles.definition}>
                <dt>{intl.formatMessage(messages.certificateExpires)}</dt>
                <dd className={styles.inline}>
                  <span>{intl.formatDate(certificate.not_after, { dateStyle: 'medium' })}</span>
                  {certificate.expired ? (
                    <Badge tone="danger">{intl.formatMessage(messages.certificateExpired)}</Badge>
                  ) : certificate.expires_soon ? (
                    <Badge tone="danger">{intl.formatMessage(messages.certificateExpiring)}</Badge>
                  ) : null}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function IdentityProviderForm({
  companyId,
  saml,
  onSaved,
}: {
  companyId: string;
  saml: CompanySaml;
  onSaved: (saml: CompanySaml) => void;
}) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const [fileName, setFileName] = useState<string>();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: companySamlInputSchema,
    endpoint: endpoints.updateCompanySaml,
    defaultValues: samlFormValues(saml),
    request: (values) => ({ params: { company: companyId }, body: requestBody(values) }),
    savedValues: (response) => samlFormValues(response.data),
    onSaved: (response) => onSaved(response.data),
    savedMessage: messages.saved,
    onFailed: (error) => {
      const message = refusalMessage(error);
      if (message) toast({ variant: 'error', message });
      return message !== undefined;
    },
  });
  const { register, control, setValue } = form;
  const source = useWatch({ control, name: 'source' });
  const encrypted = useWatch({ control, name: 'is_encrypted' });

  const text = (name: keyof CompanySamlInput, type: 'text' | 'url' | 'password' = 'text', hint?: string) => (
    <FormField label={label(name)} hint={hint} errors={errorsOf(name, label(name))}>
      <TextInput type={type} autoComplete="off" {...register(name)} />
    </FormField>
  );
  const longText = (name: keyof CompanySamlInput, hint?: string) => (
    <FormField label={label(name)} hint={hint} errors={errorsOf(name, label(name))}>
      {(controlProps) => <TextArea {...controlProps} rows={5} {...register(name)} />}
    </FormField>
  );
  const yesNo = (name: 'is_encrypted' | 'allow_idp_initiated' | 'members_may_use_password') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          ref={field.ref}
          label={label(name)}
          name={field.name}
          orientation="horizontal"
          options={[
            { value: 'yes', label: intl.formatMessage(messages.yes) },
            { value: 'no', label: intl.formatMessage(messages.no) },
          ]}
          value={field.value ? 'yes' : 'no'}
          onValueChange={(value) => field.onChange(value === 'yes')}
          onBlur={field.onBlur}
          errors={errorsOf(name, label(name))}
        />
      )}
    />
  );

  return (
    <Section title={<FormattedMessage {...messages.idpHeading} />}>
      <form className={sections.form} onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="source"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              label={label('source')}
              name={field.name}
              options={[
                { value: 'metadata_url', label: intl.formatMessage(messages.sourceUrl) },
                { value: 'metadata', label: intl.formatMessage(messages.sourceMetadata) },
                { value: 'manual', label: intl.formatMessage(messages.sourceManual) },
              ]}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              errors={errorsOf('source', label('source'))}
            />
          )}
        />
        {source === 'metadata_url' ? text('metadata_url', 'url', intl.formatMessage(messages.urlHint)) : null}
        {source === 'metadata' ? (
          <>
            <FileDrop
              label={intl.formatMessage(messages.metadataFile)}
              buttonLabel={intl.formatMessage(messages.metadataFileButton)}
              dropText={intl.formatMessage(messages.metadataFileDrop)}
              accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
              fileName={fileName}
              onFile={(file) => {
                setFileName(file.name);
                void file.text().then((content) => setValue('metadata', content, { shouldDirty: true }));
              }}
            />
            {longText('metadata')}
          </>
        ) : null}
        {source === 'manual' ? (
          <div className={sections.grid}>
            {text('saml_entity_id')}
            {text('login_url', 'url')}
            {text('logout_url', 'url')}
            {longText('certificate', intl.formatMessage(messages.certificateHint))}
          </div>
        ) : null}
        <CertificatesList saml={saml} />
        <fieldset className={sections.fieldset}>
          <legend className={sections.legend}>
            <FormattedMessage {...messages.mappingHeading} />
          </legend>
          <div className={sections.grid}>
            {text('email_attribute')}
            {text('first_name_attribute')}
            {text('last_name_attribute')}
          </div>
        </fieldset>
        <fieldset className={sections.fieldset}>
          <legend className={sections.legend}>
            <FormattedMessage {...messages.optionsHeading} />
          </legend>
          <div className={sections.grid}>
            {yesNo('members_may_use_password')}
            {yesNo('allow_idp_initiated')}
            {yesNo('is_encrypted')}
            {text('redirect_url', 'url')}
            {text('auth_path')}
            {text('comeback_path')}
            {text('secret_key', 'password', saml.has_secret_key ? intl.formatMessage(messages.keySaved) : undefined)}
          </div>
          {encrypted ? (
            <div className={sections.grid}>
              {longText(
                'encryption_private_key',
                saml.has_encryption_private_key ? intl.formatMessage(messages.keySaved) : undefined,
              )}
              {text('encryption_key_password', 'password')}
              {longText('encryption_certificate')}
              <SelectField
                control={control}
                name="data_encryption_algorithm"
                label={label('data_encryption_algorithm')}
                errors={errorsOf('data_encryption_algorithm', label('data_encryption_algorithm'))}
                options={samlDataEncryptionAlgorithms.map((value) => ({ value, label: value.split('#')[1] ?? value }))}
              />
              <SelectField
                control={control}
                name="key_encryption_algorithm"
                label={label('key_encryption_algorithm')}
                errors={errorsOf('key_encryption_algorithm', label('key_encryption_algorithm'))}
                options={samlKeyEncryptionAlgorithms.map((value) => ({ value, label: value.split('#')[1] ?? value }))}
              />
            </div>
          ) : null}
        </fieldset>
        {formError ? <FormErrorLine icon>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...messages.save} />
          </Button>
        </FormActions>
      </form>
    </Section>
  );
}

/** How often the screen asks for the test result while the test window is open. */
const testPollMs = 1500;

function TestAndActivationSection({
  companyId,
  saml,
  onChanged,
  refresh,
}: {
  companyId: string;
  saml: CompanySaml;
  onChanged: (saml: CompanySaml) => void;
  refresh: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const [waiting, setWaiting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const poll = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(poll.current), []);
  const test = saml.last_test;
  const configured = saml.certificates.length > 0;

  async function startTest() {
    setRefusal(undefined);
    // Opened at once, within the click, so the browser lets it open; the IdP's address follows.
    const opened = window.open('', '_blank');
    try {
      const { data } = await callEndpoint(endpoints.startCompanySamlTest, { params: { company: companyId } });
      if (opened) opened.location.href = data.url;
      else window.location.href = data.url;
      setWaiting(true);
      window.clearInterval(poll.current);
      poll.current = window.setInterval(() => {
        void refresh();
        if (opened?.closed) {
          window.clearInterval(poll.current);
          setWaiting(false);
        }
      }, testPollMs);
    } catch (error) {
      opened?.close();
      setRefusal(refusalMessage(error) ?? intl.formatMessage(messages.failed));
    }
  }

  async function setActive(activate: boolean) {
    setRefusal(undefined);
    setBusy(true);
    try {
      const { data } = await callEndpoint(endpoints.setCompanySamlActivation, {
        params: { company: companyId },
        body: { activate_sso: activate },
      });
      onChanged(data);
      toast({ variant: 'success', message: intl.formatMessage(activate ? messages.activated : messages.deactivated) });
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.status === 409
          ? (refusalMessage(error) ?? intl.formatMessage(messages.failed))
          : intl.formatMessage(messages.failed),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={<FormattedMessage {...messages.testHeading} />}>
      <p className={sections.text}>
        <FormattedMessage {...messages.testText} />
      </p>
      <div className={sections.actions}>
        <Button variant="secondary" disabled={!configured} onClick={() => void startTest()}>
          <FormattedMessage {...messages.testButton} />
        </Button>
        {waiting ? (
          <span className={sections.muted} role="status">
            <FormattedMessage {...messages.testWaiting} />
          </span>
        ) : null}
      </div>
      {test ? (
        <div
          className={styles.item}
          role="region"
          aria-label={intl.formatMessage(test.passed ? messages.testPassed : messages.testFailed)}
        >
          <p className={styles.inline}>
            <Badge tone={test.passed ? 'success' : 'danger'}>
              {intl.formatMessage(test.passed ? messages.testPassed : messages.testFailed)}
            </Badge>
            <span>{intl.formatDate(test.at, { dateStyle: 'medium', timeStyle: 'short' })}</span>
          </p>
          {test.reason ? <p className={sections.text}>{test.reason}</p> : null}
          <dl className={styles.definitions}>
            {test.name_id ? (
              <div className={styles.definition}>
                <dt>{intl.formatMessage(messages.testNameId)}</dt>
                <dd className={styles.code}>{test.name_id}</dd>
              </div>
            ) : null}
            {Object.keys(test.attributes).length > 0 ? (
              <div className={styles.definition}>
                <dt>{intl.formatMessage(messages.testReceived)}</dt>
                <dd>
                  <ul className={styles.list}>
                    {Object.entries(test.attributes).map(([name, values]) => (
                      <li key={name} className={styles.code}>
                        {intl.formatMessage(attributeMessage, { name, values: values.join(', ') })}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {test.passed ? (
              <div className={styles.definition}>
                <dt>{intl.formatMessage(messages.testMapped)}</dt>
                <dd>
                  {intl.formatMessage(mappedMessage, {
                    email: test.mapped.email,
                    firstName: test.mapped.first_name,
                    lastName: test.mapped.last_name,
                  })}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : (
        <p className={sections.muted}>
          <FormattedMessage {...messages.testNone} />
        </p>
      )}
      <p className={sections.text} role="status">
        <Badge tone={saml.activate_sso ? 'success' : 'neutral'}>
          {intl.formatMessage(saml.activate_sso ? messages.active : messages.inactive)}
        </Badge>
      </p>
      <div className={sections.actions}>
        {saml.activate_sso ? (
          <Button variant="secondary" busy={busy} onClick={() => void setActive(false)}>
            <FormattedMessage {...messages.deactivate} />
          </Button>
        ) : (
          <Button busy={busy} disabled={!configured} onClick={() => void setActive(true)}>
            <FormattedMessage {...messages.activate} />
          </Button>
        )}
      </div>
      {refusal ? <FormErrorLine icon>{refusal}</FormErrorLine> : null}
    </Section>
  );
}

function DomainsSection({
  companyId,
  saml,
  onChanged,
}: {
  companyId: string;
  saml: CompanySaml;
  onChanged: (saml: CompanySaml) => void;
}) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const [domain, setDomain] = useState('');
  const [errors, setErrors] = useState<string[]>();
  const [refusal, setRefusal] = useState<string>();

  async function run(action: () => Promise<{ data: CompanySaml }>) {
    setRefusal(undefined);
    try {
      onChanged((await action()).data);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const body = error.body as { errors?: Record<string, string[]> } | undefined;
        setErrors(body?.errors?.domain);
      } else setRefusal(refusalMessage(error) ?? intl.formatMessage(messages.failed));
      return false;
    }
  }

  return (
    <Section title={<FormattedMessage {...messages.domainsHeading} />}>
      <p className={sections.text}>
        <FormattedMessage {...messages.domainsText} />
      </p>
      {saml.domains.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage {...messages.domainsEmpty} />
        </p>
      ) : (
        <ul className={styles.list}>
          {saml.domains.map((row) => (
            <li key={row.domain} className={styles.item}>
              <p className={styles.inline}>
                <strong>{row.domain}</strong>
                <Badge tone={row.verified_at ? 'success' : 'neutral'}>
                  {intl.formatMessage(row.verified_at ? messages.verified : messages.unverified)}
                </Badge>
              </p>
              {row.verified_at ? null : (
                <p className={`${sections.muted} ${styles.inline}`}>
                  <span>{intl.formatMessage(messages.txtRecord)}</span>
                  <span className={styles.code}>{row.txt_record}</span>
                </p>
              )}
              <div className={sections.actions}>
                {row.verified_at ? null : (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void run(() =>
                        callEndpoint(endpoints.verifyCompanySamlDomain, {
                          params: { company: companyId, domain: row.domain },
                        }),
                      )
                    }
                  >
                    {intl.formatMessage(verifyDomainMessage, { domain: row.domain })}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  onClick={() =>
                    void run(() =>
                      callEndpoint(endpoints.removeCompanySamlDomain, {
                        params: { company: companyId, domain: row.domain },
                      }),
                    )
                  }
                >
                  {intl.formatMessage(removeDomainMessage, { domain: row.domain })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.inlineForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setErrors(undefined);
          void run(() =>
            callEndpoint(endpoints.addCompanySamlDomain, { params: { company: companyId }, body: { domain } }),
          ).then((added) => {
            if (added) setDomain('');
          });
        }}
      >
        <FormField label={label('domain')} errors={errors}>
          <TextInput value={domain} autoComplete="off" onChange={(event) => setDomain(event.target.value)} />
        </FormField>
        <Button type="submit" variant="secondary">
          <FormattedMessage {...messages.addDomain} />
        </Button>
      </form>
      {refusal ? <FormErrorLine icon>{refusal}</FormErrorLine> : null}
    </Section>
  );
}

/** /company/settings ("Authentication", spec §1, §3, §6): the owner's SAML single sign-on. */
export default function CompanySamlScreen() {
  const handle = useCurrentRouteHandle();
  const company = useAtomValue(currentUserAtom)?.company;
  // The route guards let only the owner of a current company reach this screen.
  if (!company) throw new Error('The single sign-on screen needs a current company');
  const companyId = company.id;
  const { data, error, mutate } = useEndpoint(endpoints.getCompanySaml, { params: { company: companyId } });
  const changed = (saml: CompanySaml) => void mutate({ data: saml }, { revalidate: false });

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      {data ? (
        <div className={sections.sections}>
          <p className={sections.text}>
            <FormattedMessage {...messages.intro} />
          </p>
          <ServiceProviderSection saml={data.data} />
          <IdentityProviderForm companyId={companyId} saml={data.data} onSaved={changed} />
          <TestAndActivationSection
            companyId={companyId}
            saml={data.data}
            onChanged={changed}
            refresh={() => mutate()}
          />
          <DomainsSection companyId={companyId} saml={data.data} onChanged={changed} />
        </div>
      ) : (
        <LoadState
          failed={error !== undefined}
          loading={messages.loading}
          failedTitle={messages.loadFailed}
          retry={messages.retry}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}
