import {
  companyInputSchema,
  type Company,
  type companyEndpoints,
  type CompanyInput,
  type LabelledField,
} from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormField, TextInput } from '@eventsuite/design-system';
import { useMemo, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RequestOptions } from '../../api/client';
import { countryOptions } from '../../forms/country-options';
import { FieldGroup } from '../../forms/FieldGroup';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import * as styles from '../../layout/Sections.css';
import { companyMessages } from './company-messages';

/** The form's values for a stored company; empty ones for a new company. */
export function companyFormValues(company?: Company): CompanyInput {
  return {
    name: company?.name ?? '',
    optional_name: company?.optional_name ?? '',
    vat_number: company?.vat_number ?? '',
    website: company?.website ?? '',
    phone: {
      country: (company?.phone.country ?? '') as CompanyInput['phone']['country'],
      country_code: company?.phone.country_code ?? '',
      phone_number: company?.phone.phone_number ?? '',
    },
    email: company?.email ?? '',
    street: company?.street ?? '',
    house_number: company?.house_number ?? '',
    postal_code: company?.postal_code ?? '',
    city: company?.city ?? '',
    country: company?.country ?? null,
    region: company?.region ?? '',
    state_abbr: company?.state_abbr ?? '',
  };
}

/** The endpoints the form sends to: both answer with the stored company. */
type CompanyEndpoint = typeof companyEndpoints.updateCompany | typeof companyEndpoints.createCompany;

export interface CompanyFormProps<E extends CompanyEndpoint> {
  /** What the form starts from: the stored company, or none for a new one. */
  company?: Company;
  endpoint: E;
  /** The request for the checked values (the path's company, the body). */
  request: (values: CompanyInput) => RequestOptions<E>;
  onSaved: (company: Company) => void | Promise<void>;
  submitLabel: ReactNode;
}

/**
 * The company's name, contact and address (spec §3), checked with the contract's schema and sent to
 * `endpoint`: the profile's update, or the creation of a company.
 */
export function CompanyForm<E extends CompanyEndpoint>({
  company,
  endpoint,
  request,
  onSaved,
  submitLabel,
}: CompanyFormProps<E>) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: companyInputSchema,
    endpoint,
    defaultValues: companyFormValues(company),
    request,
    savedValues: (response) => companyFormValues(response.data),
    onSaved: (response) => onSaved(response.data),
  });
  const { register, control } = form;
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);

  const text = (
    name: FieldPath<CompanyInput> & LabelledField,
    props: { type?: 'email' | 'tel' | 'url'; autoComplete?: string } = {},
  ) => (
    <FormField label={label(name)} errors={errorsOf(name, label(name))}>
      <TextInput {...props} {...register(name)} />
    </FormField>
  );

  const country = (name: 'country' | 'phone.country') => (
    <SelectField
      control={control}
      name={name}
      label={label(name)}
      errors={errorsOf(name, label(name))}
      options={countries}
      placeholder={intl.formatMessage(companyMessages.choose)}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FieldGroup legend={<FormattedMessage {...companyMessages.nameHeading} />}>
        {text('name', { autoComplete: 'organization' })}
        {text('optional_name')}
        {text('vat_number')}
      </FieldGroup>

      <FieldGroup legend={<FormattedMessage {...companyMessages.contactHeading} />}>
        {text('website', { type: 'url', autoComplete: 'url' })}
        {text('email', { type: 'email', autoComplete: 'email' })}
        {country('phone.country')}
        {text('phone.country_code', { type: 'tel', autoComplete: 'tel-country-code' })}
        {text('phone.phone_number', { type: 'tel', autoComplete: 'tel-national' })}
      </FieldGroup>

      <FieldGroup legend={<FormattedMessage {...companyMessages.addressHeading} />}>
        {text('street', { autoComplete: 'address-line1' })}
        {text('house_number')}
        {text('postal_code', { autoComplete: 'postal-code' })}
        {text('city', { autoComplete: 'address-level2' })}
        {country('country')}
        {text('region', { autoComplete: 'address-level1' })}
        {text('state_abbr')}
      </FieldGroup>

      {formError ? <FormErrorLine icon>{formError}</FormErrorLine> : null}
      <FormActions>
        <Button type="submit" busy={submitting}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
