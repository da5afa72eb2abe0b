import { profileEndpoints, settingsSchema, type Settings } from '@eventsuite/api-contract';
import { Button, FormActions, FormErrorLine, FormSelect, type SelectOption } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useEndpoint } from '../../../api/use-endpoint';
import { runtimeConfigAtom } from '../../../config/runtime-config';
import { useContractForm } from '../../../forms/use-contract-form';
import { useCatalogue } from '../../../i18n/catalogue';
import { loadSession } from '../../../session/session-context';
import { defaultLocaleOf, settingsOptions, type Language } from './settings-options';
import * as styles from './SettingsForm.css';
import { SettingsPreview } from './SettingsPreview';

const messages = defineMessages({
  loading: { id: 'settings.loading', defaultMessage: 'Loading your settings' },
  loadFailed: { id: 'settings.loadFailed', defaultMessage: 'Your settings could not be loaded.' },
  languageGroup: { id: 'settings.group.language', defaultMessage: 'Language and region' },
  formatsGroup: { id: 'settings.group.formats', defaultMessage: 'Formats' },
  numbersGroup: { id: 'settings.group.numbers', defaultMessage: 'Numbers' },
  decimalHint: {
    id: 'settings.hint.decimalSeparator',
    defaultMessage: 'Must differ from the thousands separator.',
  },
  save: { id: 'settings.save', defaultMessage: 'Save' },
  discard: { id: 'settings.discard', defaultMessage: 'Discard changes' },
});

const separatorFields = ['decimal_separator', 'thousand_separator'] as const;

/** The user's identity, formats and interface language follow the saved settings at once. */
async function followSavedSettings() {
  try {
    const session = await loadSession();
    await session.reloadIdentity();
  } catch (error) {
    // The settings are saved; they show everywhere after the next sign-in or reload (spec §8: console only).
    console.error('Reloading the identity after saving the settings failed', error);
  }
}

function SettingsFields({ saved, onSaved }: { saved: Settings; onSaved: (settings: Settings) => void }) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const { form, onSubmit, errorsOf, formError, submitting, dirty } = useContractForm({
    schema: settingsSchema,
    endpoint: profileEndpoints.updateSettings,
    defaultValues: saved,
    savedValues: (response) => response.data,
    onSaved: async (response) => {
      onSaved(response.data);
      await followSavedSettings();
    },
  });
  const values = useWatch({ control: form.control }) as Settings;
  const { supportedLanguages } = useAtomValue(runtimeConfigAtom);
  const options = useMemo(() => settingsOptions(intl, values.language), [intl, values.language]);
  // A language is offered while the admin supports it; the saved one always shows.
  const languageChoices = options.language.filter(
    ({ value }) => value === saved.language || supportedLanguages.includes(value),
  );

  const select = (
    name: keyof Settings,
    choices: readonly SelectOption[],
    { hint, onChosen }: { hint?: MessageDescriptor; onChosen?: (value: string) => void } = {},
  ) => {
    const labelText = fieldLabel(name);
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <FormSelect
            label={labelText}
            hint={hint ? <FormattedMessage {...hint} /> : undefined}
            errors={errorsOf(name, labelText)}
            options={choices}
            value={String(field.value)}
            // Without a nullOption the choice is never null.
            onChange={(value) => {
              field.onChange(name === 'first_weekday' ? Number(value) : value);
              onChosen?.(value!);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    );
  };

  // A new language brings its default region; the old region would belong to another language.
  const chooseLanguage = (language: string) =>
    form.setValue('locale', defaultLocaleOf(language as Language), { shouldDirty: true, shouldValidate: true });
  // The two separators are checked together, so fixing one clears the message at the other.
  const checkSeparators = () => void form.trigger([...separatorFields]);

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <FormattedMessage {...messages.languageGroup} />
          </legend>
          {select('language', languageChoices, { onChosen: chooseLanguage })}
          {select('locale', options.locale)}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <FormattedMessage {...messages.formatsGroup} />
          </legend>
          {select('date_format', options.date_format)}
          {select('time_format', options.time_format)}
          {select('first_weekday', options.first_weekday)}
          {select('currency', options.currency)}
          {select('system_of_measurement', options.system_of_measurement)}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <FormattedMessage {...messages.numbersGroup} />
          </legend>
          {select('decimal_separator', options.decimal_separator, {
            hint: messages.decimalHint,
            onChosen: checkSeparators,
          })}
          {select('thousand_separator', options.thousand_separator, {
            onChosen: checkSeparators,
          })}
        </fieldset>
        {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...messages.save} />
          </Button>
          <Button variant="secondary" disabled={!dirty || submitting} onClick={() => form.reset()}>
            <FormattedMessage {...messages.discard} />
          </Button>
        </FormActions>
      </form>
      <div className={styles.preview}>
        <SettingsPreview settings={values} language={values.language} />
      </div>
    </div>
  );
}

/**
 * The user's language, region and formats (spec §3) with a live preview of how the portal will show
 * dates and numbers. Used by /settings and by the personal user's profile.
 */
export function SettingsForm() {
  const { data, error, mutate } = useEndpoint(profileEndpoints.getSettings, {});
  if (error) {
    return (
      <p role="alert" className={styles.status}>
        <FormattedMessage {...messages.loadFailed} />
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className={styles.status}>
        <FormattedMessage {...messages.loading} />
      </p>
    );
  }
  return (
    <SettingsFields saved={data.data} onSaved={(settings) => void mutate({ data: settings }, { revalidate: false })} />
  );
}
