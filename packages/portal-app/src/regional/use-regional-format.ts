import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { userInfoAtom } from '../session/atoms';
import { defaultRegionalSettings, formatCurrency, formatDateTime, formatNumber, type RegionalSettings } from './format';

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/**
 * Formatters bound to the signed-in user's regional settings and the interface locale. Screens use
 * these instead of react-intl's date and number formatting, so a saved setting shows everywhere at once.
 */
export function useRegionalFormat() {
  const userInfo = useAtomValue(userInfoAtom);
  const { locale } = useIntl();
  const settings: RegionalSettings = userInfo ?? defaultRegionalSettings;
  const { date_format, time_format, first_weekday, currency, decimal_separator, thousand_separator } = settings;

  return useMemo(() => {
    const current: RegionalSettings = {
      date_format,
      time_format,
      first_weekday,
      currency,
      decimal_separator,
      thousand_separator,
    };
    return {
      settings: current,
      dateTime: (value: Date | string) => formatDateTime(toDate(value), current, locale),
      number: (value: number, options?: Parameters<typeof formatNumber>[2]) => formatNumber(value, current, options),
      currency: (value: number, inCurrency?: RegionalSettings['currency']) =>
        formatCurrency(value, current, locale, inCurrency),
    };
  }, [date_format, time_format, first_weekday, currency, decimal_separator, thousand_separator, locale]);
}
