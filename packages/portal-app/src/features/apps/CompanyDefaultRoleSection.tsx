import { appsEndpoints, type CatalogueAppDetail, type CompanyDefaultRole } from '@eventsuite/api-contract';
import { Button, FormField, Section, Select, toast, type SectionState } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { sectionLoadLabels } from '../../layout/LoadState';
import { appDefaultRoleOption, appsMessages } from './apps-messages';
import * as styles from './Apps.css';

/** The form: the role chosen (the company's own, else the app's default), saved or set back. */
function DefaultRoleForm({
  companyId,
  app,
  current,
  onSaved,
}: {
  companyId: string;
  app: CatalogueAppDetail;
  current: CompanyDefaultRole;
  onSaved: (next: CompanyDefaultRole) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState(current.role_id ?? current.app_default_role_id ?? '');
  const [errors, setErrors] = useState<string[]>();
  const [busy, setBusy] = useState<'save' | 'reset'>();
  const params = { company: companyId, app: app.id };

  async function run(kind: 'save' | 'reset') {
    setBusy(kind);
    setErrors(undefined);
    try {
      const response =
        kind === 'save'
          ? await callEndpoint(appsEndpoints.setCompanyDefaultRole, { params, body: { role: chosen } })
          : await callEndpoint(appsEndpoints.deleteCompanyDefaultRole, { params });
      await onSaved(response.data);
      if (kind === 'reset') setChosen(response.data.app_default_role_id ?? '');
      const message = kind === 'save' ? appsMessages.defaultRoleSaved : appsMessages.defaultRoleRemoved;
      toast({ variant: 'success', message: intl.formatMessage(message) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const body = error.body as { errors?: Record<string, string[]> };
        setErrors(body.errors?.role ?? []);
      } else {
        toast({ variant: 'error', message: intl.formatMessage(appsMessages.changeFailed) });
      }
    } finally {
      setBusy(undefined);
    }
  }

  if (current.roles.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage {...appsMessages.noRoles} />
      </p>
    );
  }
  const options = current.roles.map((role) => ({
    value: role.id,
    label:
      role.id === current.app_default_role_id
        ? intl.formatMessage(appDefaultRoleOption, { role: role.display_name })
        : role.display_name,
  }));
  return (
    <>
      <FormField label={<FormattedMessage {...appsMessages.defaultRoleLabel} />} errors={errors}>
        {(control) => <Select {...control} options={options} value={chosen} onValueChange={setChosen} />}
      </FormField>
      <div className={styles.toolbar}>
        <Button variant="primary" busy={busy === 'save'} disabled={!chosen} onClick={() => void run('save')}>
          <FormattedMessage {...appsMessages.defaultRoleSave} />
        </Button>
        {current.role_id ? (
          <Button variant="secondary" busy={busy === 'reset'} onClick={() => void run('reset')}>
            <FormattedMessage {...appsMessages.defaultRoleReset} />
          </Button>
        ) : null}
      </div>
    </>
  );
}

/**
 * The role new members of the company get in the app (spec §7 company-default-role, ADR 0017), for the
 * owner and holders of can_edit_company_apps: one of the app's company roles, or the app's default.
 */
export function CompanyDefaultRoleSection({ companyId, app }: { companyId: string; app: CatalogueAppDetail }) {
  const { data, error, mutate } = useEndpoint(appsEndpoints.showCompanyDefaultRole, {
    params: { company: companyId, app: app.id },
  });
  let state: SectionState = 'ready';
  if (!data) state = error === undefined ? 'loading' : 'failed';
  return (
    <Section
      title={<FormattedMessage {...appsMessages.defaultRoleHeading} />}
      description={<FormattedMessage {...appsMessages.defaultRoleText} />}
      state={state}
      labels={sectionLoadLabels({
        loading: appsMessages.appLoading,
        failed: appsMessages.appLoadFailed,
        retry: appsMessages.retry,
      })}
      onRetry={() => void mutate()}
    >
      {data ? (
        <DefaultRoleForm
          companyId={companyId}
          app={app}
          current={data.data}
          onSaved={(next) => mutate({ data: next }, { revalidate: false })}
        />
      ) : null}
    </Section>
  );
}
