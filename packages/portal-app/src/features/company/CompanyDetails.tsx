import type { Company, LabelledField } from '@eventsuite/api-contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogue } from '../../i18n/catalogue';
import { companyMessages, validationStateLabels } from './company-messages';
import * as styles from './CompanyDetails.css';

/** One term and its value; an empty value reads "Not given". */
function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.item}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value || <FormattedMessage {...companyMessages.notGiven} />}</dd>
    </div>
  );
}

/** The company's profile for someone who may view but not edit it (spec §6, can_view_company_profile). */
export function CompanyDetails({ company }: { company: Company }) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const countryName = (code: string | null) =>
    code ? (new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' }).of(code) ?? code) : '';
  const fields: [LabelledField, string][] = [
    ['name', company.name],
    ['optional_name', company.optional_name],
    ['vat_number', company.vat_number],
    ['website', company.website],
    ['email', company.email],
    ['phone.country', countryName(company.phone.country)],
    ['phone.country_code', company.phone.country_code],
    ['phone.phone_number', company.phone.phone_number],
    ['street', company.street],
    ['house_number', company.house_number],
    ['postal_code', company.postal_code],
    ['city', company.city],
    ['country', countryName(company.country)],
    ['region', company.region],
    ['state_abbr', company.state_abbr],
  ];
  return (
    <dl className={styles.list}>
      {fields.map(([field, value]) => (
        <Detail key={field} term={label(field)} value={value} />
      ))}
    </dl>
  );
}

/** Owner and verification state (spec §3, §4): shown to everyone who sees the profile, changed elsewhere. */
export function CompanyStanding({ company }: { company: Company }) {
  const intl = useIntl();
  return (
    <dl className={styles.list}>
      <Detail term={intl.formatMessage(companyMessages.owner)} value={company.owner.name} />
      <Detail
        term={intl.formatMessage(companyMessages.verification)}
        value={intl.formatMessage(validationStateLabels[company.validation_state])}
      />
    </dl>
  );
}
