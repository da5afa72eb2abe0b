import { Button, toast } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { twoFactorFormMessages as messages } from './two-factor-messages';
import * as styles from './TwoFactor.css';

/** New recovery codes, shown this once, with a way to copy them all. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const intl = useIntl();
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join('\n')).then(
      () => toast({ variant: 'success', message: intl.formatMessage(messages.codesCopied) }),
      () => undefined,
    );
  return (
    <div className={styles.keyPanel}>
      <p className={styles.text}>
        <strong>
          <FormattedMessage {...messages.codesHeading} />
        </strong>
      </p>
      <p className={styles.text}>
        <FormattedMessage {...messages.codesIntro} />
      </p>
      <ul className={styles.codes} aria-label={intl.formatMessage(messages.codesList)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button type="button" variant="secondary" onClick={copy}>
          <FormattedMessage {...messages.copyCodes} />
        </Button>
      </div>
    </div>
  );
}
