import {
  teamMembersEndpoints,
  teamMemberUpdateSchema,
  type TeamMember,
  type TeamMemberDetail,
  type TeamMemberUpdate,
} from '@eventsuite/api-contract';
import {
  Avatar,
  Button,
  ConfirmDialog,
  EmptyState,
  FormActions,
  FormErrorLine,
  Inline,
  Link,
  toast,
} from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError, callEndpoint } from '../../api/client';
import { avatarUrlOf } from '../../api/avatar-url';
import { useEndpoint } from '../../api/use-endpoint';
import { SelectField } from '../../forms/SelectField';
import { useContractForm } from '../../forms/use-contract-form';
import { useCatalogue } from '../../i18n/catalogue';
import { PageLayout } from '../../layout/PageLayout';
import { usePageObjectName } from '../../layout/page-object';
import { pathTo } from '../../route-table/path-to';
import { canAtom, currentUserAtom } from '../../session/atoms';
import { MemberApps } from './MemberApps';
import {
  lockTextMessage,
  removeTextMessage,
  teamMemberMessages as messages,
  unlockTextMessage,
} from './team-member-messages';
import type { MemberParams } from './member-requests';
import * as styles from './TeamMembers.css';
import { refusalMessage } from '../../api/refusal';

const fullName = (member: Pick<TeamMember, 'first_name' | 'last_name'>) => `${member.first_name} ${member.last_name}`;

/** What changes a member: can_edit_team_members, which the owner holds by owning the company. */
const editRequirement = { company: ['can_edit_team_members'] };

/**
 * /company/team-members/:teamMember for another member (spec §3): who they are, their company role and
 * location, their apps and roles in them (MemberApps), and, for those who may change team members, the role
 * and location form, lock and unlock, and removal from the company, each confirmed first. The owner is never locked or removed.
 */
export function TeamMemberPage({ teamMember }: { teamMember: string }) {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const can = useAtomValue(canAtom);
  const companyId = user?.company?.id;
  const params = companyId ? { company: companyId, teamMember } : undefined;
  const { data, error, mutate } = useEndpoint(teamMembersEndpoints.getTeamMember, params ? { params } : null);
  usePageObjectName(data ? fullName(data.data) : undefined);

  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <PageLayout title={<FormattedMessage {...messages.tableCaption} />}>
        <EmptyState
          icon={<ExclamationTriangleIcon width="100%" height="100%" />}
          title={<FormattedMessage {...(missing ? messages.memberNotFound : messages.memberLoadFailed)} />}
          action={
            missing ? (
              <Link href={pathTo('company-team-members-teamMember')}>
                <FormattedMessage {...messages.backToList} />
              </Link>
            ) : (
              <Button variant="secondary" onClick={() => void mutate()}>
                <FormattedMessage {...messages.retry} />
              </Button>
            )
          }
        />
      </PageLayout>
    );
  }
  if (!data || !params) {
    return (
      <PageLayout title={<FormattedMessage {...messages.tableCaption} />}>
        <p className={styles.muted} role="status" aria-busy="true">
          {intl.formatMessage(messages.memberLoading)}
        </p>
      </PageLayout>
    );
  }

  const member = data.data;
  const mayEdit = can(editRequirement);
  return (
    <PageLayout title={fullName(member)}>
      <div className={styles.sections}>
        <p>
          <Link href={pathTo('company-team-members-teamMember')}>
            <FormattedMessage {...messages.backToList} />
          </Link>
        </p>
        <MemberDetails member={member} />
        <MemberApps params={params} memberName={fullName(member)} mayEdit={mayEdit} onChanged={() => void mutate()} />
        {mayEdit ? (
          <>
            <CompanyForm
              key={`${member.company_role?.id}-${member.location?.id}`}
              detail={data}
              params={params}
              onSaved={(next) => void mutate(next, { revalidate: false })}
            />
            <AccessSection
              member={member}
              params={params}
              companyName={user?.company?.name ?? ''}
              onChanged={(next) => void mutate({ ...data, data: next }, { revalidate: false })}
            />
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

function MemberDetails({ member }: { member: TeamMember }) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const none = intl.formatMessage(messages.none);
  const facts: [string, ReactNode][] = [
    [intl.formatMessage(messages.email), member.email],
    [intl.formatMessage(messages.phone), member.phone_number || none],
    [intl.formatMessage(messages.mobile), member.mobile_number || none],
    [fieldLabel('position'), member.position || none],
    [
      intl.formatMessage(messages.employment),
      member.employment ? intl.formatMessage(messages[member.employment]) : none,
    ],
    [fieldLabel('company_role'), member.company_role?.name ?? none],
    [fieldLabel('location'), member.location?.name ?? none],
    [
      intl.formatMessage(messages.status),
      intl.formatMessage(member.locked ? messages.locked : messages.active) +
        (member.is_owner ? ` · ${intl.formatMessage(messages.owner)}` : ''),
    ],
    [intl.formatMessage(messages.joined), <FormattedDate key="joined" value={member.joined_at} dateStyle="medium" />],
  ];
  return (
    <section className={styles.section} aria-labelledby="team-member-details">
      <Inline gap="md" align="center">
        <Avatar
          src={avatarUrlOf(member.avatar)}
          firstName={member.first_name}
          lastName={member.last_name}
          size="large"
        />
        <h2 id="team-member-details" className={styles.sectionHeading}>
          <FormattedMessage {...messages.detailsHeading} />
        </h2>
      </Inline>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.factRow}>
            <dt className={styles.factTerm}>{term}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CompanyForm({
  detail,
  params,
  onSaved,
}: {
  detail: TeamMemberDetail;
  params: MemberParams;
  onSaved: (detail: TeamMemberDetail) => void;
}) {
  const intl = useIntl();
  const { fieldLabel: label } = useCatalogue();
  const member = detail.data;
  const defaults: TeamMemberUpdate = {
    company_role: member.company_role?.id ?? '',
    location: member.location?.id ?? null,
  };
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: teamMemberUpdateSchema,
    endpoint: teamMembersEndpoints.updateTeamMember,
    defaultValues: defaults,
    request: (values) => ({ params, body: values }),
    onSaved: (response) => onSaved(response),
  });
  const noLocation = '-';
  return (
    <section className={styles.section} aria-labelledby="team-member-company">
      <h2 id="team-member-company" className={styles.sectionHeading}>
        <FormattedMessage {...messages.companyHeading} />
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          <SelectField
            control={form.control}
            name="company_role"
            label={label('company_role')}
            errors={errorsOf('company_role', label('company_role'))}
            options={detail.options.company_roles.map((role) => ({ value: role.id, label: role.name }))}
            placeholder={intl.formatMessage(messages.choose)}
          />
          <SelectField
            control={form.control}
            name="location"
            label={label('location')}
            errors={errorsOf('location', label('location'))}
            options={[
              { value: noLocation, label: intl.formatMessage(messages.noLocation) },
              ...detail.options.locations.map((location) => ({ value: location.id, label: location.name })),
            ]}
            nullOption={noLocation}
          />
        </div>
        {formError ? <FormErrorLine icon>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...messages.save} />
          </Button>
        </FormActions>
      </form>
    </section>
  );
}

type Confirming = 'lock' | 'unlock' | 'remove' | null;

function AccessSection({
  member,
  params,
  companyName,
  onChanged,
}: {
  member: TeamMember;
  params: MemberParams;
  companyName: string;
  onChanged: (member: TeamMember) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const name = fullName(member);

  const failed = (error: unknown) => {
    toast({ variant: 'error', message: refusalMessage(error) ?? intl.formatMessage(messages.failed) });
    throw error;
  };
  const changeLock = async (lock: boolean) => {
    const endpoint = lock ? teamMembersEndpoints.lockTeamMember : teamMembersEndpoints.unlockTeamMember;
    try {
      const response = await callEndpoint(endpoint, { params });
      onChanged(response.data);
      toast({
        variant: 'success',
        message: intl.formatMessage(lock ? messages.locked_toast : messages.unlocked_toast),
      });
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    try {
      await callEndpoint(teamMembersEndpoints.removeTeamMember, { params });
      toast({ variant: 'success', message: intl.formatMessage(messages.removed_toast) });
      void navigate(pathTo('company-team-members-teamMember'));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="team-member-access">
      <h2 id="team-member-access" className={styles.sectionHeading}>
        <FormattedMessage {...messages.accessHeading} />
      </h2>
      {member.is_owner ? (
        <p className={styles.muted}>
          <FormattedMessage {...messages.ownerProtected} />
        </p>
      ) : (
        <Inline gap="sm">
          <Button variant="secondary" onClick={() => setConfirming(member.locked ? 'unlock' : 'lock')}>
            <FormattedMessage {...(member.locked ? messages.unlock : messages.lock)} />
          </Button>
          <Button variant="danger" onClick={() => setConfirming('remove')}>
            <FormattedMessage {...messages.remove} />
          </Button>
        </Inline>
      )}
      <ConfirmDialog
        open={confirming === 'lock' || confirming === 'unlock'}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone={confirming === 'lock' ? 'destructive' : 'default'}
        title={<FormattedMessage {...(confirming === 'unlock' ? messages.unlockTitle : messages.lockTitle)} />}
        text={
          <FormattedMessage {...(confirming === 'unlock' ? unlockTextMessage : lockTextMessage)} values={{ name }} />
        }
        confirmLabel={intl.formatMessage(confirming === 'unlock' ? messages.unlock : messages.lock)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => changeLock(confirming !== 'unlock')}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone="destructive"
        title={<FormattedMessage {...messages.removeTitle} />}
        text={<FormattedMessage {...removeTextMessage} values={{ name, company: companyName }} />}
        confirmLabel={intl.formatMessage(messages.remove)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={remove}
      />
    </section>
  );
}
