import type { HeadquartersCompany, Location } from '@eventsuite/api-contract';
import { Badge, ButtonLink, EmptyState, Link } from '@eventsuite/design-system';
import { SewingPinIcon } from '@radix-ui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { addressLine } from './location-address';
import { locationMessages, memberCountMessage } from './location-messages';
import { LoadState } from '../../layout/LoadState';
import * as styles from './Locations.css';
import { useLocationList, useLocationsAccess } from './use-locations';

function CreateLink() {
  return (
    <ButtonLink href={pathTo('company-locations-create')}>
      <FormattedMessage {...locationMessages.create} />
    </ButtonLink>
  );
}

function CompanyAddress({ company }: { company: HeadquartersCompany }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="locations-company-heading">
      <h2 id="locations-company-heading" className={styles.sectionHeading}>
        <FormattedMessage {...locationMessages.companyHeading} />
      </h2>
      <p className={styles.text}>{[company.name, addressLine(company, intl.locale)].filter(Boolean).join(', ')}</p>
      <p className={styles.muted}>
        <FormattedMessage {...locationMessages.companyText} />
      </p>
    </section>
  );
}

function LocationItem({ location }: { location: Location }) {
  const intl = useIntl();
  const address = addressLine(location, intl.locale);
  return (
    <li className={styles.item}>
      <h3 className={styles.itemTitle}>
        <Link href={pathTo('company-locations-location', { location: location.id })}>{location.name}</Link>
        {location.is_headquarters ? (
          <Badge tone="brand">
            <FormattedMessage {...locationMessages.headquarters} />
          </Badge>
        ) : null}
      </h3>
      <p className={styles.text}>{address || <FormattedMessage {...locationMessages.noAddress} />}</p>
      <p className={styles.muted}>
        <FormattedMessage {...memberCountMessage} values={{ count: location.member_count }} />
      </p>
    </li>
  );
}

/** /company/locations (spec §2): the company's address and its locations, the headquarters first. */
export default function LocationsScreen() {
  const handle = useCurrentRouteHandle();
  const { companyId, canEdit } = useLocationsAccess();
  const { data, error, mutate } = useLocationList(companyId);

  let content;
  if (!data) {
    content = (
      <LoadState
        retry={locationMessages.retry}
        failed={error !== undefined}
        loading={locationMessages.loading}
        failedTitle={locationMessages.loadFailed}
        onRetry={() => void mutate()}
      />
    );
  } else {
    const { locations, company } = data.data;
    content = (
      <div className={styles.sections}>
        <CompanyAddress company={company} />
        <section className={styles.section} aria-labelledby="locations-list-heading">
          <div className={styles.toolbar}>
            <h2 id="locations-list-heading" className={styles.sectionHeading}>
              <FormattedMessage {...locationMessages.listHeading} />
            </h2>
            {canEdit && locations.length > 0 ? <CreateLink /> : null}
          </div>
          {locations.length === 0 ? (
            <EmptyState
              icon={<SewingPinIcon width="100%" height="100%" />}
              title={<FormattedMessage {...locationMessages.empty} />}
              description={<FormattedMessage {...locationMessages.emptyText} />}
              action={canEdit ? <CreateLink /> : undefined}
            />
          ) : (
            <ul className={styles.list}>
              {locations.map((location) => (
                <LocationItem key={location.id} location={location} />
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>{content}</PageLayout>;
}
