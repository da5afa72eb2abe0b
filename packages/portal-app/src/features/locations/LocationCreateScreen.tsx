import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { LocationForm } from './LocationForm';
import { locationMessages } from './location-messages';
import { LoadState } from '../../layout/LoadState';
import * as styles from './Locations.css';
import { useLocationList, useLocationsAccess } from './use-locations';

/** /company/locations/create (spec §2): a new location, in the company's country to start with. */
export default function LocationCreateScreen() {
  const handle = useCurrentRouteHandle();
  const navigate = useNavigate();
  const { companyId } = useLocationsAccess();
  const { data, error, mutate } = useLocationList(companyId);

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      {data ? (
        <div className={styles.section}>
          <LocationForm
            companyId={companyId}
            companyCountry={data.data.company.country}
            onSaved={async (location) => {
              await mutate();
              await navigate(pathTo('company-locations-location', { location: location.id }));
            }}
          />
        </div>
      ) : (
        <LoadState
          retry={locationMessages.retry}
          failed={error !== undefined}
          loading={locationMessages.loading}
          failedTitle={locationMessages.loadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}
