import { adminUsersEndpoints, type AdminUser } from '@eventsuite/api-contract';
import { Avatar, Badge, Button, ConfirmDialog, Inline, Link, toast } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { callEndpoint } from '../../api/client';
import { avatarUrlOf } from '../../api/avatar-url';
import { refusalMessage } from '../../api/refusal';
import { useEndpoint } from '../../api/use-endpoint';
import { DeleteSection } from '../../forms/DeleteSection';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { usePageObjectName } from '../../layout/page-object';
import * as sections from '../../layout/Sections.css';
import { StatusErrorPage } from '../../layout/StatusErrorPage';
import { pathTo } from '../../route-table/path-to';
import { canAtom } from '../../session/atoms';
import {
  adminUserMessages as messages,
  deleteConfirmTextMessage,
  lockTextMessage,
  unlockTextMessage,
} from './admin-users-messages';
import * as styles from './AdminUsers.css';
import { UserAccounts } from './UserAccounts';
import { UserTwoFactorSection } from './UserTwoFactorSection';

const userIdSchema = z.uuid();
const fullName = (user: Pick<AdminUser, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`;

/** Who may change users: admin_can_edit_users; admin_can_view_users alone reads. */
export const editUsers = { anyOf: ['admin_can_edit_users'] };

/**
 * /admin/users/{user} (issue 26): the user's data, their accounts (each company, a private user's own)
 * with their Eventsuite role and apps there, locking and unlocking, and deleting them, each confirmed.
 */
export default function UserScreen() {
  const navigate = useNavigate();
  const can = useAtomValue(canAtom);
  const mayEdit = can(editUsers);
  const { user: userId = '' } = useParams();
  // An address that names no user id is no user's page; the server is not asked.
  const isUserId = userIdSchema.safeParse(userId).success;
  const { data, error, mutate } = useEndpoint(
    adminUsersEndpoints.showAdminUser,
    isUserId ? { params: { user: userId } } : null,
  );
  usePageObjectName(data ? fullName(data.data) : undefined);

  if (!isUserId || error?.status === 404) return <StatusErrorPage status={404} />;
  const user = data?.data;
  const changed = (next: AdminUser) => void mutate({ data: next }, { revalidate: false });

  return (
    <PageLayout title={user ? fullName(user) : <FormattedMessage {...messages.userLoading} />}>
      <p className={sections.text}>
        <Link href={pathTo('admin-users')}>
          <FormattedMessage {...messages.backToList} />
        </Link>
      </p>
      {user ? (
        <div className={sections.sections}>
          {mayEdit ? null : (
            <p className={sections.muted}>
              <FormattedMessage {...messages.readOnly} />
            </p>
          )}
          <UserDetails user={user} />
          <UserAccounts user={user} mayEdit={mayEdit} onChanged={changed} onAppsChanged={() => void mutate()} />
          <UserTwoFactorSection user={user} mayEdit={mayEdit} />
          {mayEdit ? (
            <>
              <AccessSection user={user} onChanged={changed} />
              <UserDeleteSection user={user} onDeleted={() => navigate(pathTo('admin-users'))} />
            </>
          ) : null}
        </div>
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.userLoading}
          failedTitle={messages.userLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const none = intl.formatMessage(messages.none);
  const facts: [string, ReactNode][] = [
    [intl.formatMessage(messages.email), user.email],
    [intl.formatMessage(messages.phone), user.phone_number || none],
    [intl.formatMessage(messages.position), user.position || none],
    [intl.formatMessage(messages.accountType), intl.formatMessage(messages[user.account_type])],
    [
      intl.formatMessage(messages.status),
      user.locked ? (
        <Badge tone="danger">{intl.formatMessage(messages.locked)}</Badge>
      ) : (
        intl.formatMessage(messages.active)
      ),
    ],
    [intl.formatMessage(messages.created), <FormattedDate key="created" value={user.created_at} dateStyle="medium" />],
  ];
  return (
    <section className={sections.section} aria-labelledby="admin-user-details">
      <Inline gap="md" align="center">
        <Avatar src={avatarUrlOf(user.avatar)} firstName={user.first_name} lastName={user.last_name} size="large" />
        <h2 id="admin-user-details" className={sections.sectionHeading}>
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

/** Locking and unlocking, after a confirmation (spec §8 "lock user"); a refusal's reason is a toast. */
function AccessSection({ user, onChanged }: { user: AdminUser; onChanged: (user: AdminUser) => void }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const lock = !user.locked;
  const changeLock = async () => {
    try {
      const endpoint = lock ? adminUsersEndpoints.lockAdminUser : adminUsersEndpoints.unlockAdminUser;
      const response = await callEndpoint(endpoint, { params: { user: user.id } });
      onChanged(response.data);
      toast({
        variant: 'success',
        message: intl.formatMessage(lock ? messages.locked_toast : messages.unlocked_toast),
      });
    } catch (error) {
      toast({ variant: 'error', message: refusalMessage(error) ?? intl.formatMessage(messages.failed) });
      throw error;
    }
  };
  return (
    <section className={sections.section} aria-labelledby="admin-user-access">
      <h2 id="admin-user-access" className={sections.sectionHeading}>
        <FormattedMessage {...messages.accessHeading} />
      </h2>
      <p className={sections.text}>
        <FormattedMessage {...messages.accessText} />
      </p>
      <Inline gap="sm">
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <FormattedMessage {...(lock ? messages.lock : messages.unlock)} />
        </Button>
      </Inline>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone={lock ? 'destructive' : 'default'}
        title={<FormattedMessage {...(lock ? messages.lockTitle : messages.unlockTitle)} />}
        text={<FormattedMessage {...(lock ? lockTextMessage : unlockTextMessage)} values={{ name: fullName(user) }} />}
        confirmLabel={intl.formatMessage(lock ? messages.lock : messages.unlock)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={changeLock}
      />
    </section>
  );
}

function UserDeleteSection({ user, onDeleted }: { user: AdminUser; onDeleted: () => Promise<void> | void }) {
  const intl = useIntl();
  return (
    <DeleteSection
      id="admin-user-delete"
      texts={{
        heading: intl.formatMessage(messages.deleteHeading),
        text: intl.formatMessage(messages.deleteText),
        button: intl.formatMessage(messages.delete),
        title: intl.formatMessage(messages.deleteTitle),
        confirmText: intl.formatMessage(deleteConfirmTextMessage, { name: fullName(user), email: user.email }),
        confirm: intl.formatMessage(messages.deleteConfirm),
        cancel: intl.formatMessage(messages.cancel),
        deleted: intl.formatMessage(messages.deleted_toast),
        failed: intl.formatMessage(messages.failed),
      }}
      remove={() => callEndpoint(adminUsersEndpoints.deleteAdminUser, { params: { user: user.id } })}
      onDeleted={async () => {
        await onDeleted();
      }}
    />
  );
}
