import type { SignInResult } from '@eventsuite/api-contract';
import { SecondFactorStep } from './SecondFactorStep';
import { TwoFactorSetupStep } from './TwoFactorSetupStep';

export type SecondFactorMethods = NonNullable<SignInResult['methods']>;

/** The second step the provider asked for after a right password: one chunk, loaded then (ADR 0033). */
export default function SecondStep({
  uid,
  secondStep,
  methods,
  onExpired,
}: {
  uid: string;
  secondStep: 'second_factor' | 'two_factor_setup';
  methods: SecondFactorMethods;
  onExpired: () => void;
}) {
  return secondStep === 'second_factor' ? (
    <SecondFactorStep uid={uid} methods={methods} onExpired={onExpired} />
  ) : (
    <TwoFactorSetupStep uid={uid} onExpired={onExpired} />
  );
}
