import { defineMessages, FormattedMessage } from 'react-intl';
import * as styles from './AccountSecurity.css';

// The sign-in form's two links, apart from the steps' messages, which load with the steps.
const messages = defineMessages({
  forgotPassword: { id: 'accountSecurity.forgotPassword', defaultMessage: 'Forgot password?' },
  createAccount: { id: 'accountSecurity.createAccount', defaultMessage: 'Create an account' },
});

/** Below the sign-in form: "Forgot password?" and, while sign-up is open, "Create an account". */
export function SignInLinks({
  signUpOpen,
  onForgotPassword,
  onSignUp,
}: {
  signUpOpen: boolean;
  onForgotPassword: () => void;
  onSignUp: () => void;
}) {
  return (
    <div className={styles.links}>
      <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
        <FormattedMessage {...messages.forgotPassword} />
      </button>
      {signUpOpen ? (
        <button type="button" className={styles.linkButton} onClick={onSignUp}>
          <FormattedMessage {...messages.createAccount} />
        </button>
      ) : null}
    </div>
  );
}
