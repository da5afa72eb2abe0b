import {
  adminCompaniesEndpoints as endpoints,
  type AdminCompany,
  type CompanyAppAssignment,
} from '@eventsuite/api-contract';
import { Badge, Button, Inline, Section, Select, toast } from '@eventsuite/design-system';
import { Fragment, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { refusalMessage } from '../../api/refusal';
import { useEndpoint } from '../../api/use-endpoint';
import { sectionLoadLabels } from '../../layout/LoadState';
import { companyAdminMessages as messages, memberPageStatus, removeAppLabel } from './admin-companies-messages';
import * as styles from './AdminCompanies.css';

/** The company's data and owner, as the company entered them. */
export function CompanyDataSection({ company }: { company: AdminCompany['company'] }) {
  const intl = useIntl();
  const none = intl.formatMessage(messages.none);
  const facts = [
    [messages.owner, company.owner.name],
    [
      messages.address,
      [
        [company.street, company.house_number].filter(Boolean).join(' '),
        [company.postal_code, company.city].filter(Boolean).join(' '),
        company.country ?? '',
      ]
        .filter(Boolean)
        .join(', '),
    ],
    [messages.email, company.email],
    [messages.phone, [company.phone.country_code, company.phone.phone_number].filter(Boolean).join(' ')],
    [messages.vatNumber, company.vat_number],
    [messages.website, company.website],
  ] as const;
  return (
    <Section title={<FormattedMessage {...messages.dataHeading} />}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <Fragment key={label.id}>
            <dt className={styles.factLabel}>
              <FormattedMessage {...label} />
            </dt>
            <dd className={styles.factValue}>{value || none}</dd>
          </Fragment>
        ))}
      </dl>
    </Section>
  );
}

/** The company's members, 10 a page, the owner and locked ones marked. */
export function MembersSection({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useEndpoint(endpoints.listAdminCompanyMembers, {
    params: { company: companyId },
    query: { page },
  });
  const title = <FormattedMessage {...messages.membersHeading} />;
  if (!data) {
    return (
      <Section
        title={title}
        state={error ? 'failed' : 'loading'}
        labels={sectionLoadLabels({
          loading: messages.membersLoading,
          failed: messages.membersLoadFailed,
          retry: messages.retry,
        })}
        onRetry={() => void mutate()}
      />
    );
  }
  const { meta } = data;
  return (
    <Section title={title}>
      <ul className={styles.list}>
        {data.data.map((member) => (
          <li key={member.id} className={styles.listItem}>
            <span className={styles.nameLine}>
              {member.name}
              <span className={styles.muted}>{member.email}</span>
            </span>
            <Inline gap="xs">
              {member.is_owner ? <Badge tone="brand">{intl.formatMessage(messages.ownerBadge)}</Badge> : null}
              {member.locked ? <Badge tone="danger">{intl.formatMessage(messages.lockedBadge)}</Badge> : null}
            </Inline>
          </li>
        ))}
      </ul>
      {meta.last_page > 1 ? (
        <nav aria-label={intl.formatMessage(messages.membersPaging)} className={styles.actions}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <FormattedMessage {...messages.previousPage} />
          </Button>
          <span className={styles.muted} aria-live="polite">
            {intl.formatMessage(memberPageStatus, {
              page: meta.current_page,
              lastPage: meta.last_page,
              total: meta.total,
            })}
          </span>
          <Button variant="secondary" disabled={page >= meta.last_page} onClick={() => setPage(page + 1)}>
            <FormattedMessage {...messages.nextPage} />
          </Button>
        </nav>
      ) : null}
    </Section>
  );
}

/** The company's locations, the headquarters marked. */
export function LocationsSection({ locations }: { locations: AdminCompany['locations'] }) {
  const intl = useIntl();
  return (
    <Section title={<FormattedMessage {...messages.locationsHeading} />}>
      {locations.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...messages.noLocations} />
        </p>
      ) : (
        <ul className={styles.list}>
          {locations.map((location) => (
            <li key={location.id} className={styles.listItem}>
              <span className={styles.nameLine}>
                {location.name}
                <span className={styles.muted}>
                  {[location.street, location.house_number, location.postal_code, location.city]
                    .filter(Boolean)
                    .join(' ')}
                </span>
              </span>
              {location.is_headquarters ? <Badge>{intl.formatMessage(messages.headquarters)}</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The apps assigned to the company: assigning one, removing one (spec §8's toasts). */
export function AppsSection({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const intl = useIntl();
  const params = { company: companyId };
  const { data, error, mutate } = useEndpoint(endpoints.listCompanyApps, { params });
  const [chosen, setChosen] = useState('');
  const [sending, setSending] = useState(false);
  const title = <FormattedMessage {...messages.appsHeading} />;

  async function change(send: () => Promise<{ data: CompanyAppAssignment }>, done: MessageDescriptor) {
    setSending(true);
    try {
      await mutate(await send(), { revalidate: false });
      toast({ variant: 'success', message: intl.formatMessage(done) });
      setChosen('');
    } catch (failure) {
      toast({ variant: 'error', message: refusalMessage(failure) ?? intl.formatMessage(messages.failed) });
      void mutate();
    } finally {
      setSending(false);
    }
  }

  if (!data) {
    return (
      <Section
        title={title}
        state={error ? 'failed' : 'loading'}
        labels={sectionLoadLabels({
          loading: messages.appsLoading,
          failed: messages.appsLoadFailed,
          retry: messages.retry,
        })}
        onRetry={() => void mutate()}
      />
    );
  }
  const { assigned, available } = data.data;
  return (
    <Section title={title}>
      {assigned.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...messages.noApps} />
        </p>
      ) : (
        <ul className={styles.list}>
          {assigned.map((app) => (
            <li key={app.id} className={styles.listItem}>
              <span>{app.name}</span>
              {app.always_installed ? (
                <Badge>{intl.formatMessage(messages.alwaysInstalled)}</Badge>
              ) : canEdit ? (
                <Button
                  variant="secondary"
                  busy={sending}
                  onClick={() =>
                    void change(
                      () => callEndpoint(endpoints.removeCompanyApp, { params: { ...params, app: app.id } }),
                      messages.removed,
                    )
                  }
                >
                  {intl.formatMessage(removeAppLabel, { app: app.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit && available.length > 0 ? (
        <div className={styles.actions}>
          <Select
            label={intl.formatMessage(messages.assignLabel)}
            placeholder={intl.formatMessage(messages.assignPlaceholder)}
            size="compact"
            value={chosen}
            options={available.map((app) => ({ value: app.id, label: app.name }))}
            onValueChange={setChosen}
          />
          <Button
            busy={sending}
            disabled={chosen === ''}
            onClick={() =>
              void change(
                () => callEndpoint(endpoints.assignCompanyApp, { params, body: { app: chosen } }),
                messages.assigned,
              )
            }
          >
            <FormattedMessage {...messages.assign} />
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
