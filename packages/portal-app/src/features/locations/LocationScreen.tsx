import { locationsEndpoints, type Location } from '@eventsuite/api-contract';
import { Button, ConfirmDialog, Link, toast } from '@eventsuite/design-system';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { callEndpoint } from '../../api/client';
import { refusalMessage } from '../../api/refusal';
import { DeleteSection } from '../../forms/DeleteSection';
import { useEndpoint } from '../../api/use-endpoint';
import { formMessages } from '../../forms/form-messages';
import { useCatalogue } from '../../i18n/catalogue';
import { PageLayout } from '../../layout/PageLayout';
import { usePageObjectName } from '../../layout/page-object';
import { StatusErrorPage } from '../../layout/StatusErrorPage';
import { pathTo } from '../../route-table/path-to';
import { LocationForm, locationFormValues } from './LocationForm';
import { deleteConfirmText, locationMessages, makeHeadquartersConfirmText } from './location-messages';
import { LoadState } from '../../layout/LoadState';
import * as styles from './Locations.css';
import { useLocationList, useLocationsAccess } from './use-locations';

interface SectionProps {
  companyId: string;
  location: Location;
  onChanged: (location: Location) => Promise<void>;
}

/** Whether the location is the headquarters, or the action that makes it the headquarters. */
function HeadquartersSection({ companyId, location, canEdit, onChanged }: SectionProps & { canEdit: boolean }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [made, setMade] = useState(false);
  // The confirmed button is gone with the change, and focus with it: the section's heading takes it.
  useEffect(() => {
    if (made && location.is_headquarters) heading.current?.focus();
  }, [made, location.is_headquarters]);

  async function makeHeadquarters() {
    try {
      const response = await callEndpoint(locationsEndpoints.updateLocation, {
        params: { company: companyId, location: location.id },
        body: { ...locationFormValues(location, null), is_headquarters: true },
      });
      toast({ variant: 'success', message: intl.formatMessage(formMessages.saved) });
      setMade(true);
      await onChanged(response.data);
    } catch (error) {
      toast({ variant: 'error', message: refusalMessage(error) ?? intl.formatMessage(formMessages.saveFailed) });
      throw error;
    }
  }

  return (
    <section className={styles.section} aria-labelledby="location-headquarters-heading">
      <h2 id="location-headquarters-heading" className={styles.sectionHeading} tabIndex={-1} ref={heading}>
        <FormattedMessage {...locationMessages.headquartersHeading} />
      </h2>
      {location.is_headquarters ? (
        <p className={styles.text}>
          <FormattedMessage {...locationMessages.isHeadquarters} />
        </p>
      ) : (
        <>
          <p className={styles.text}>
            <FormattedMessage {...locationMessages.makeHeadquartersText} />
          </p>
          {canEdit ? (
            <div className={styles.toolbar}>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                <FormattedMessage {...locationMessages.makeHeadquarters} />
              </Button>
            </div>
          ) : null}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={intl.formatMessage(locationMessages.makeHeadquartersTitle)}
            text={intl.formatMessage(makeHeadquartersConfirmText, { name: location.name })}
            confirmLabel={intl.formatMessage(locationMessages.makeHeadquarters)}
            cancelLabel={intl.formatMessage(locationMessages.cancel)}
            onConfirm={makeHeadquarters}
          />
        </>
      )}
    </section>
  );
}

/** Deleting the location, after a confirmation; the headquarters says up front why it stays. */
function LocationDeleteSection({
  companyId,
  location,
  onDeleted,
}: Omit<SectionProps, 'onChanged'> & { onDeleted: () => Promise<void> }) {
  const intl = useIntl();
  const { locationMessage } = useCatalogue();
  return (
    <DeleteSection
      id="location-delete"
      texts={{
        heading: intl.formatMessage(locationMessages.deleteHeading),
        text: intl.formatMessage(locationMessages.deleteText),
        button: intl.formatMessage(locationMessages.delete),
        title: intl.formatMessage(locationMessages.deleteTitle),
        confirmText: intl.formatMessage(deleteConfirmText, { name: location.name, count: location.member_count }),
        confirm: intl.formatMessage(locationMessages.deleteConfirm),
        cancel: intl.formatMessage(locationMessages.cancel),
        deleted: intl.formatMessage(locationMessages.deleted),
        failed: intl.formatMessage(locationMessages.deleteFailed),
      }}
      blockedBecause={location.is_headquarters ? locationMessage('headquartersNotDeletable') : undefined}
      remove={() =>
        callEndpoint(locationsEndpoints.deleteLocation, { params: { company: companyId, location: location.id } })
      }
      onDeleted={onDeleted}
    />
  );
}

/** /company/locations/{location} (spec §2): one location, to view, edit, make headquarters or delete. */
export default function LocationScreen() {
  const navigate = useNavigate();
  const { location: locationId = '' } = useParams();
  const { companyId, canEdit } = useLocationsAccess();
  const { data, error, mutate } = useEndpoint(locationsEndpoints.showLocation, {
    params: { company: companyId, location: locationId },
  });
  // The list (and the company's address in it) changes with every save here.
  const { mutate: refreshList } = useLocationList(companyId);
  usePageObjectName(data?.data.name);

  if (error?.status === 404) return <StatusErrorPage status={404} />;
  const location = data?.data;

  const changed = async (next: Location) => {
    await mutate({ data: next }, { revalidate: false });
    await refreshList();
  };

  return (
    <PageLayout title={location ? location.name : <FormattedMessage {...locationMessages.locationLoading} />}>
      <p className={styles.text}>
        <Link href={pathTo('company-locations')}>
          <FormattedMessage {...locationMessages.backToList} />
        </Link>
      </p>
      {location ? (
        <div className={styles.sections}>
          <div className={styles.section}>
            {canEdit ? null : (
              <p className={styles.muted}>
                <FormattedMessage {...locationMessages.readOnly} />
              </p>
            )}
            <LocationForm
              key={location.id}
              companyId={companyId}
              location={location}
              readOnly={!canEdit}
              onSaved={changed}
            />
          </div>
          <HeadquartersSection companyId={companyId} location={location} canEdit={canEdit} onChanged={changed} />
          {canEdit ? (
            <LocationDeleteSection
              companyId={companyId}
              location={location}
              onDeleted={async () => {
                await refreshList();
                await navigate(pathTo('company-locations'));
              }}
            />
          ) : null}
        </div>
      ) : (
        <LoadState
          retry={locationMessages.retry}
          failed={error !== undefined}
          loading={locationMessages.locationLoading}
          failedTitle={locationMessages.locationLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}
