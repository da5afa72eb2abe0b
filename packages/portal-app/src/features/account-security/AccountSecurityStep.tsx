import { ForgotPasswordStep } from './ForgotPasswordStep';
import { PasswordResetStep } from './PasswordResetStep';
import { SignUpConfirmStep } from './SignUpConfirmStep';
import { SignUpStep } from './SignUpStep';

export interface AccountSecurityStepProps {
  step: 'forgot-password' | 'sign-up' | 'password-reset' | 'sign-up-confirm';
  /** The mailed link's token, on its two pages (password-reset, sign-up-confirm). */
  token?: string;
  onBack: () => void;
  /** Opens the terms and conditions, which sign-up links to. */
  onOpenTerms: () => void;
}

/** The sign-in page's steps beside the form (issue 30), one chunk that loads when one opens. */
export default function AccountSecurityStep({ step, token = '', onBack, onOpenTerms }: AccountSecurityStepProps) {
  switch (step) {
    case 'forgot-password':
      return <ForgotPasswordStep onBack={onBack} />;
    case 'sign-up':
      return <SignUpStep onBack={onBack} onOpenTerms={onOpenTerms} />;
    case 'password-reset':
      return <PasswordResetStep token={token} onBack={onBack} />;
    case 'sign-up-confirm':
      return <SignUpConfirmStep token={token} onBack={onBack} />;
  }
}
