import { twoFactorEndpoints } from '@eventsuite/api-contract';
import { Section, toast } from '@eventsuite/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { commonMessages } from '../../i18n/common-messages';
import * as styles from '../../layout/Sections.css';
import { companyRequirementLabel, twoFactorMessages as messages } from './two-factor-messages';

/**
 * For the owner of the current company: whether every member must sign in with a second factor. Members
 * without one set it up at their next sign-in before they get in; the member list shows who has one.
 */
export function CompanyTwoFactorSection({ company }: { company: { id: string; name: string | null } }) {
  const intl = useIntl();
  const request = { params: { company: company.id } };
  const { data, error, mutate } = useEndpoint(twoFactorEndpoints.getCompanyTwoFactor, request);
  const [busy, setBusy] = useState(false);
  // The box follows the click at once; a refused change puts it back.
  const [chosen, setChosen] = useState<boolean>();
  const required = data?.data.required;

  const change = async (next: boolean) => {
    setBusy(true);
    setChosen(next);
    try {
      const response = await callEndpoint(twoFactorEndpoints.updateCompanyTwoFactor, {
        ...request,
        body: { required: next },
      });
      await mutate(response, { revalidate: false });
      toast({ variant: 'success', message: intl.formatMessage(messages.saved) });
    } catch {
      toast({ variant: 'error', message: intl.formatMessage(commonMessages.requestFailed) });
    } finally {
      setChosen(undefined);
      setBusy(false);
    }
  };

  return (
    <Section
      title={<FormattedMessage {...messages.companyHeading} />}
      description={<FormattedMessage {...messages.companyIntro} />}
      state={required !== undefined ? 'ready' : error ? 'failed' : 'loading'}
      labels={{
        loading: <FormattedMessage {...messages.loading} />,
        failed: <FormattedMessage {...messages.failed} />,
        retry: <FormattedMessage {...messages.retry} />,
      }}
      onRetry={() => void mutate()}
    >
      <label className={styles.actions}>
        <input
          type="checkbox"
          checked={chosen ?? required ?? false}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        <FormattedMessage {...companyRequirementLabel} values={{ company: company.name ?? '' }} />
      </label>
    </Section>
  );
}
