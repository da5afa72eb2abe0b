import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { accountSecurityMessages as messages, strengthLabelMessage } from './account-security-messages';
import * as styles from './AccountSecurity.css';

const strengthWords = [
  messages.strength0,
  messages.strength1,
  messages.strength2,
  messages.strength3,
  messages.strength4,
];

/**
 * A hint of how hard the typed password is to guess (zxcvbn-ts), shown while typing. The estimator and
 * its dictionary load when the first character is typed, not with the page. The server decides: this
 * only helps to choose.
 */
export function PasswordStrength({ password }: { password: string }) {
  const [score, setScore] = useState<number>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    void import('./password-strength').then(({ passwordScore }) => {
      if (current) setScore(passwordScore(password));
    });
    return () => {
      current = false;
    };
  }, [password]);
  const shown = password ? score : undefined;
  return (
    <p aria-live="polite" className={styles.strength}>
      {shown === undefined ? null : (
        <FormattedMessage
          {...strengthLabelMessage}
          values={{ strength: <FormattedMessage {...strengthWords[shown]!} /> }}
        />
      )}
    </p>
  );
}
