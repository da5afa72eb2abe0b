import {
  adminAppsEndpoints,
  appInputSchema,
  appVisibilities,
  type AdminApp,
  type AdminAppRole,
  type AppInput,
} from '@eventsuite/api-contract';
import {
  Button,
  FormActions,
  FormErrorLine,
  FormField,
  RadioGroup,
  TextArea,
  TextInput,
} from '@eventsuite/design-system';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RequestOptions } from '../../api/client';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { appAdminMessages as messages, visibilityMessages } from './admin-apps-messages';
import * as styles from './AdminApps.css';

/** The value of the default-role select that stands for none (a select's values cannot be empty). */
const noRole = 'none';

/** The form's values for a stored app, or for a new one (seen by administrators only, to start with). */
export function appFormValues(app: AdminApp | undefined): AppInput {
  if (!app) {
    return {
      name: '',
      internal_name: '',
      technical_name: '',
      display_name: '',
      description: '',
      description_de: '',
      instructions: '',
      instructions_de: '',
      visibility: 'admin',
      always_installed: false,
      admin_only: false,
      auth_path: '',
      comeback_path: '',
      redirect_url: '',
      default_personal_role: null,
      default_company_role: null,
    };
  }
  const { id: _id, logo: _logo, screenshots: _screenshots, roles: _roles, is_portal: _portal, ...input } = app;
  return input;
}

type TextField =
  'name' | 'internal_name' | 'technical_name' | 'display_name' | 'auth_path' | 'comeback_path' | 'redirect_url';
type LongTextField = 'description' | 'description_de' | 'instructions' | 'instructions_de';

export interface AppFormProps {
  /** The stored app to edit; without one, the form creates an app. */
  app?: AdminApp;
  /** Without admin_can_edit_apps, the fields show the app only. */
  readOnly?: boolean;
  onSaved: (app: AdminApp) => void | Promise<void>;
}

/**
 * Every field of an app (spec §3 App) in the sections of /admin/apps/create and /admin/apps/{app},
 * checked with the contract's schema and saved with createApp or updateApp. The logo and screenshots
 * are sections of their own beside it (AppScreen), as they are uploaded at once.
 */
export function AppForm({ app, readOnly = false, onSaved }: AppFormProps) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const endpoint = app ? adminAppsEndpoints.updateApp : adminAppsEndpoints.createApp;
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: appInputSchema,
    endpoint,
    defaultValues: appFormValues(app),
    // Of the two endpoints only the update names the app; TypeScript cannot tie the request to the choice.
    request: (values) =>
      (app ? { params: { app: app.id }, body: values } : { body: values }) as RequestOptions<typeof endpoint>,
    savedValues: (response) => appFormValues(response.data),
    onSaved: (response) => onSaved(response.data),
  });
  const { register, control } = form;

  const text = (name: TextField, hint?: ReactNode) => (
    <FormField label={label(name)} hint={hint} errors={errorsOf(name, label(name))}>
      <TextInput autoComplete="off" {...register(name)} />
    </FormField>
  );
  const longText = (name: LongTextField) => (
    <FormField label={label(name)} errors={errorsOf(name, label(name))}>
      {(controlProps) => <TextArea {...controlProps} rows={4} {...register(name)} />}
    </FormField>
  );
  const yesNo = (name: 'always_installed' | 'admin_only') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          ref={field.ref}
          label={label(name)}
          name={field.name}
          orientation="horizontal"
          options={[
            { value: 'yes', label: intl.formatMessage(messages.yes) },
            { value: 'no', label: intl.formatMessage(messages.no) },
          ]}
          value={field.value ? 'yes' : 'no'}
          onValueChange={(value) => field.onChange(value === 'yes')}
          onBlur={field.onBlur}
          errors={errorsOf(name, label(name))}
          disabled={readOnly}
        />
      )}
    />
  );
  const defaultRole = (name: 'default_personal_role' | 'default_company_role', roles: readonly AdminAppRole[]) => (
    <SelectField
      control={control}
      name={name}
      label={label(name)}
      errors={errorsOf(name, label(name))}
      options={[
        { value: noRole, label: intl.formatMessage(messages.noDefaultRole) },
        ...roles.map((role) => ({ value: role.id, label: role.display_name })),
      ]}
      nullOption={noRole}
      disabled={readOnly}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fieldset} disabled={readOnly}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.identityHeading} />
        </legend>
        <div className={styles.grid}>
          {text('display_name')}
          {text('name')}
          {text('internal_name', <FormattedMessage {...messages.identityHint} />)}
          {text('technical_name')}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset} disabled={readOnly}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.descriptionsHeading} />
        </legend>
        <p className={styles.muted}>
          <FormattedMessage {...messages.descriptionsHint} />
        </p>
        <div className={styles.grid}>
          {longText('description')}
          {longText('description_de')}
          {longText('instructions')}
          {longText('instructions_de')}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset} disabled={readOnly}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.visibilityHeading} />
        </legend>
        <div className={styles.grid}>
          <SelectField
            control={control}
            name="visibility"
            label={label('visibility')}
            errors={errorsOf('visibility', label('visibility'))}
            options={appVisibilities.map((value) => ({
              value,
              label: intl.formatMessage(visibilityMessages[value]),
            }))}
            disabled={readOnly}
          />
          {yesNo('always_installed')}
          {yesNo('admin_only')}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset} disabled={readOnly}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.signInHeading} />
        </legend>
        <p className={styles.muted}>
          <FormattedMessage {...messages.signInHint} />
        </p>
        <div className={styles.grid}>
          {text('redirect_url')}
          {text('auth_path')}
          {text('comeback_path')}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset} disabled={readOnly}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.defaultRolesHeading} />
        </legend>
        {app ? (
          <>
            <p className={styles.muted}>
              <FormattedMessage {...messages.defaultRolesHint} />
            </p>
            <div className={styles.grid}>
              {defaultRole(
                'default_personal_role',
                app.roles.filter((role) => role.is_personal),
              )}
              {defaultRole(
                'default_company_role',
                app.roles.filter((role) => !role.is_personal),
              )}
            </div>
          </>
        ) : (
          <p className={styles.muted}>
            <FormattedMessage {...messages.defaultRolesAfterSaving} />
          </p>
        )}
      </fieldset>

      {formError ? <FormErrorLine icon>{formError}</FormErrorLine> : null}
      {readOnly ? null : (
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...(app ? messages.save : messages.create)} />
          </Button>
        </FormActions>
      )}
    </form>
  );
}
