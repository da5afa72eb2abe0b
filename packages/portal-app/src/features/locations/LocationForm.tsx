import {
  countryCodes,
  locationsEndpoints,
  locationInputSchema,
  type CountryCode,
  type Location,
  type LocationInput,
} from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormField, TextInput, toast } from '@eventsuite/design-system';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { countryOptions } from '../../forms/country-options';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { locationMessages } from './location-messages';
import * as styles from './Locations.css';
import { refusalMessage } from '../../api/refusal';

const isCountryCode = (value: string | null): value is CountryCode =>
  value !== null && (countryCodes as readonly string[]).includes(value);

/** The form's values for a stored location, or for a new one (in the company's country). */
export function locationFormValues(location: Location | undefined, country: string | null): LocationInput {
  return {
    name: location?.name ?? '',
    street: location?.street ?? '',
    house_number: location?.house_number ?? '',
    postal_code: location?.postal_code ?? '',
    city: location?.city ?? '',
    region: location?.region ?? '',
    state_abbr: location?.state_abbr ?? '',
    country: isCountryCode(location?.country ?? country) ? ((location?.country ?? country) as CountryCode) : null,
    is_headquarters: location?.is_headquarters ?? false,
  };
}

export interface LocationFormProps {
  companyId: string;
  /** The stored location to edit; without one, the form creates a location. */
  location?: Location;
  /** The country a new location starts in: the company's. */
  companyCountry?: string | null;
  /** Without the permission to edit locations, the fields show the location only. */
  readOnly?: boolean;
  onSaved: (location: Location) => void | Promise<void>;
}

/**
 * The name and address of a location (spec §3 Location), checked with the contract's schema and saved
 * with createLocation or updateLocation. The headquarters flag is not a field: it is kept as it is, and
 * moved with "Make headquarters" (LocationScreen).
 */
export function LocationForm({
  companyId,
  location,
  companyCountry = null,
  readOnly = false,
  onSaved,
}: LocationFormProps) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: locationInputSchema,
    endpoint: location ? locationsEndpoints.updateLocation : locationsEndpoints.createLocation,
    defaultValues: locationFormValues(location, companyCountry),
    request: (values) => ({
      params: location ? { company: companyId, location: location.id } : { company: companyId },
      body: values,
    }),
    savedValues: (response) => locationFormValues(response.data, companyCountry),
    onSaved: (response) => onSaved(response.data),
    onFailed: (error) => {
      const message = refusalMessage(error);
      if (message) toast({ variant: 'error', message });
      return message !== undefined;
    },
  });
  const { register, control } = form;
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);

  const text = (name: Exclude<keyof LocationInput, 'country' | 'is_headquarters'>, autoComplete?: string) => (
    <FormField label={label(name)} errors={errorsOf(name, label(name))}>
      <TextInput autoComplete={autoComplete} {...register(name)} />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fieldset} disabled={readOnly}>
        <legend className={styles.legend}>
          <FormattedMessage {...locationMessages.detailsHeading} />
        </legend>
        <div className={styles.grid}>
          {text('name', 'off')}
          <SelectField
            control={control}
            name="country"
            label={label('country')}
            errors={errorsOf('country', label('country'))}
            options={countries}
            placeholder={intl.formatMessage(locationMessages.choose)}
            disabled={readOnly}
          />
          {text('region', 'address-level1')}
          {text('state_abbr')}
          {text('postal_code', 'postal-code')}
          {text('city', 'address-level2')}
          {text('street', 'address-line1')}
          {text('house_number')}
        </div>
      </fieldset>
      {formError ? <FormErrorLine icon>{formError}</FormErrorLine> : null}
      {readOnly ? null : (
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...(location ? locationMessages.save : locationMessages.create)} />
          </Button>
        </FormActions>
      )}
    </form>
  );
}
