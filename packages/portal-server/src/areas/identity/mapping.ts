import type { Account, AppSummary, UserInfo } from '@eventsuite/api-contract';
import type { AppRow } from '../apps';
import type { companies, users } from './schema';
import type { LoadedUser } from './session-user';

type CompanyRow = typeof companies.$inferSelect;

export const companyAccount = (company: CompanyRow): Account => ({
  id: company.id,
  company_name: company.name,
  avatar: company.avatar,
  company_address: { locality: company.city, country: company.country },
});

/** How a person is named to others: given and family name, as far as they are known. */
export const fullNameOf = (user: Pick<typeof users.$inferSelect, 'givenName' | 'familyName'>): string =>
  [user.givenName, user.familyName].filter(Boolean).join(' ');

/** A personal account is named by the user's own id and carries no company. */
export const personalAccount = ({ user }: LoadedUser): Account => ({
  id: user.id,
  company_name: null,
  avatar: user.avatar,
  company_address: null,
});

/** The claims of spec §3 (ID token, /oidc/me and /id/userinfo). */
export function toUserInfo({ user, company, locationId, isOwner }: LoadedUser): UserInfo {
  return {
    sub: user.id,
    given_name: user.givenName,
    family_name: user.familyName,
    name: fullNameOf(user),
    picture: user.avatar,
    email: user.email,
    company_id: company?.id ?? null,
    company_group_id: company?.companyGroupId ?? null,
    company_location_id: locationId,
    company_is_owner: isOwner,
    company_name: company?.name ?? null,
    locale: user.locale,
    date_format: user.dateFormat,
    time_format: user.timeFormat,
    first_weekday: user.firstWeekday,
    currency: user.currency,
    thousand_separator: user.thousandSeparator,
    decimal_separator: user.decimalSeparator,
    system_of_measurement: user.systemOfMeasurement,
    account_type: user.accountType,
  };
}

export const toAppSummary = (app: AppRow): AppSummary => ({
  id: app.id,
  internal_name: app.internalName,
  name: app.name,
  description: app.description,
  logo: app.logo,
});
