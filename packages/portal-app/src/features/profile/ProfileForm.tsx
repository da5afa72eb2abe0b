import {
  employments,
  genders,
  profileEndpoints,
  profileInputSchema,
  swissCantons,
  usStates,
  type Profile,
  type ProfileInput,
} from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormField, TextInput, type SelectOption } from '@eventsuite/design-system';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { cantonOptions, countryOptions, stateOptions } from '../../forms/country-options';
import { FieldGroup } from '../../forms/FieldGroup';
import { optionLabels, profileMessages } from './profile-messages';
import * as styles from '../../layout/Sections.css';

/** The form's values for a stored profile (the region fields the contract allows as they are). */
export function profileFormValues(profile: Profile): ProfileInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender,
    email: profile.email,
    phone_number: profile.phone_number,
    mobile_number: profile.mobile_number,
    position: profile.position,
    employment: profile.employment,
    country: profile.country,
    canton:
      profile.country === 'CH' && profile.canton && profile.canton in swissCantons
        ? (profile.canton as ProfileInput['canton'])
        : null,
    state_abbr:
      profile.country === 'US' && profile.state_abbr && profile.state_abbr in usStates
        ? (profile.state_abbr as ProfileInput['state_abbr'])
        : null,
    int_state: profile.int_state,
    city: profile.city,
    street: profile.street,
    house_number: profile.house_number,
    postal_code: profile.postal_code,
  };
}

export interface ProfileFormProps {
  profile: Profile;
  /** Called with the stored profile after a save (e.g. to update the cache and the session's user). */
  onSaved: (profile: Profile) => void;
}

/**
 * The person, contact and home address of spec §3, checked with the contract's schema and saved with
 * updateProfile. A changed email is not taken over at once: the response holds it as pending_email.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: profileInputSchema,
    endpoint: profileEndpoints.updateProfile,
    defaultValues: profileFormValues(profile),
    savedValues: (response) => profileFormValues(response.data),
    onSaved: (response) => onSaved(response.data),
  });
  const { register, control, setValue } = form;
  const country = useWatch({ control, name: 'country' });
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const cantons = useMemo(() => cantonOptions(intl.locale), [intl.locale]);
  const states = useMemo(() => stateOptions(intl.locale), [intl.locale]);

  const text = (name: keyof ProfileInput, props: { type?: 'email' | 'tel'; autoComplete?: string } = {}) => (
    <FormField label={label(name)} errors={errorsOf(name, label(name))}>
      <TextInput {...props} {...register(name)} />
    </FormField>
  );

  const choice = (
    name: 'gender' | 'employment' | 'country' | 'canton' | 'state_abbr',
    options: readonly SelectOption[],
  ) => (
    <SelectField
      control={control}
      name={name}
      label={label(name)}
      errors={errorsOf(name, label(name))}
      options={options}
      placeholder={intl.formatMessage(profileMessages.choose)}
      onChosen={(value) => {
        if (name !== 'country') return;
        // Only the region field of the new country applies; the others would be refused.
        if (value !== 'CH') setValue('canton', null, { shouldDirty: true });
        if (value !== 'US') setValue('state_abbr', null, { shouldDirty: true });
        if (value === 'CH' || value === 'US') setValue('int_state', '', { shouldDirty: true });
      }}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FieldGroup legend={<FormattedMessage {...profileMessages.personHeading} />}>
        {choice(
          'gender',
          genders.map((value) => ({ value, label: intl.formatMessage(optionLabels[value]) })),
        )}
        {text('first_name', { autoComplete: 'given-name' })}
        {text('last_name', { autoComplete: 'family-name' })}
        {text('position', { autoComplete: 'organization-title' })}
        {choice(
          'employment',
          employments.map((value) => ({ value, label: intl.formatMessage(optionLabels[value]) })),
        )}
      </FieldGroup>

      <FieldGroup legend={<FormattedMessage {...profileMessages.contactHeading} />}>
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('phone_number', { type: 'tel', autoComplete: 'tel' })}
        {text('mobile_number', { type: 'tel', autoComplete: 'tel' })}
      </FieldGroup>

      <FieldGroup legend={<FormattedMessage {...profileMessages.addressHeading} />}>
        {choice('country', countries)}
        {country === 'CH'
          ? choice('canton', cantons)
          : country === 'US'
            ? choice('state_abbr', states)
            : text('int_state', { autoComplete: 'address-level1' })}
        {text('postal_code', { autoComplete: 'postal-code' })}
        {text('city', { autoComplete: 'address-level2' })}
        {text('street', { autoComplete: 'address-line1' })}
        {text('house_number')}
      </FieldGroup>

      {formError ? <FormErrorLine icon>{formError}</FormErrorLine> : null}
      <FormActions>
        <Button type="submit" busy={submitting}>
          <FormattedMessage {...profileMessages.save} />
        </Button>
      </FormActions>
    </form>
  );
}
