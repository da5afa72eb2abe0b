import type { ProfileInput } from '@eventsuite/api-contract';

/** A valid profile form with only the required fields filled in: every optional one empty. */
export const blankProfileInput = (
  required: Pick<ProfileInput, 'first_name' | 'last_name' | 'email'>,
): ProfileInput => ({
  ...required,
  gender: null,
  phone_number: '',
  mobile_number: '',
  position: '',
  employment: null,
  country: null,
  canton: null,
  state_abbr: null,
  int_state: '',
  city: '',
  street: '',
  house_number: '',
  postal_code: '',
});
