import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { twoFactorFormMessages as messages } from './two-factor-messages';
import * as styles from './TwoFactor.css';

// The QR code's library loads with this panel only, on the screens that set up an authenticator app.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** A new authenticator key: as a QR code to scan, and as text to type. */
export function TotpKeyPanel({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const intl = useIntl();
  // The key in groups of four, as apps show it and people type it.
  const grouped = secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <div className={styles.keyPanel}>
      <p className={styles.text}>
        <FormattedMessage {...messages.scan} />
      </p>
      <div className={styles.qrCode} role="img" aria-label={intl.formatMessage(messages.qrCode)}>
        <Suspense fallback={null}>
          <QRCodeSVG value={otpauthUrl} size={168} aria-hidden="true" />
        </Suspense>
      </div>
      <p className={styles.secret}>
        <FormattedMessage {...messages.key} />
        <span data-testid="totp-secret">{grouped}</span>
      </p>
    </div>
  );
}
