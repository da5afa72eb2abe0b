import { defineMessages, FormattedMessage } from 'react-intl';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  formatTime,
  weekdayName,
  weekdaysFrom,
  type RegionalSettings,
} from '../../../regional/format';
import { interfaceLocaleFor, type Language } from './settings-options';
import * as styles from './SettingsPreview.css';

const messages = defineMessages({
  heading: { id: 'settings.preview.heading', defaultMessage: 'Preview' },
  description: {
    id: 'settings.preview.description',
    defaultMessage: 'How the portal will show dates, times and numbers with these settings.',
  },
  date: { id: 'settings.preview.date', defaultMessage: 'Date' },
  time: { id: 'settings.preview.time', defaultMessage: 'Time' },
  number: { id: 'settings.preview.number', defaultMessage: 'Number' },
  amount: { id: 'settings.preview.amount', defaultMessage: 'Amount' },
  week: { id: 'settings.preview.week', defaultMessage: 'Week' },
});

// Fixed samples, so the preview reads the same every day: a day above 12 tells day and month apart,
// an afternoon time tells the 12- and 24-hour clocks apart, and the number has groups and decimals.
export const sampleMoment = new Date(2026, 11, 31, 16, 45);
export const sampleNumber = 1234567.891;
export const sampleAmount = 1234.5;

export interface SettingsPreviewProps {
  /** The settings as currently entered, saved or not. */
  settings: RegionalSettings;
  /** The language entered; it decides the interface locale the portal will then use (AM/PM, weekday names). */
  language: Language;
}

/**
 * Sample values in the entered settings, formatted by the same functions the portal uses everywhere,
 * so the preview is exactly what the user will see once they save.
 */
export function SettingsPreview({ settings, language }: SettingsPreviewProps) {
  const locale = interfaceLocaleFor(language);
  const rows = [
    { label: messages.date, value: formatDate(sampleMoment, settings) },
    { label: messages.time, value: formatTime(sampleMoment, settings, locale) },
    { label: messages.number, value: formatNumber(sampleNumber, settings, { maximumFractionDigits: 3 }) },
    { label: messages.amount, value: formatCurrency(sampleAmount, settings, locale) },
  ];

  return (
    <section aria-labelledby="settings-preview-heading" className={styles.panel}>
      <h2 id="settings-preview-heading" className={styles.heading}>
        <FormattedMessage {...messages.heading} />
      </h2>
      <p className={styles.description}>
        <FormattedMessage {...messages.description} />
      </p>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label.id} className={styles.row}>
            <dt className={styles.term}>
              <FormattedMessage {...row.label} />
            </dt>
            <dd className={styles.value} lang={locale}>
              {row.value}
            </dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt className={styles.term}>
            <FormattedMessage {...messages.week} />
          </dt>
          <dd className={styles.value}>
            <ol className={styles.week} lang={locale}>
              {weekdaysFrom(settings.first_weekday).map((weekday) => (
                <li key={weekday} className={styles.weekday}>
                  <abbr title={weekdayName(weekday, locale)} className={styles.weekdayName}>
                    {weekdayName(weekday, locale, 'short')}
                  </abbr>
                </li>
              ))}
            </ol>
          </dd>
        </div>
      </dl>
    </section>
  );
}
