import type { ComponentProps } from 'react';
import { ConfigCode, registrationCountdownKey } from '@gaia/domain';
import { CountdownButton } from '@gaia/ui';
import { FormOtpInput } from './fields';
import { CodeRow } from './RegistrationCodeRow.styles';

export interface RegistrationCodeRowProps extends Pick<
  ComponentProps<typeof CountdownButton>,
  'disabled' | 'onSend'
> {
  /** Where the code goes (a mobile number or an e-mail): its countdown is kept under it. */
  account: string;
  /** How many digits the code has. */
  length: number;
  /** Submit the form once the last digit is typed. @default false */
  autoSubmit?: boolean;
}

/**
 * A registration code (the `otp` field) and its send / countdown / resend button, which runs the
 * registration code's configured countdown for the account (sign-up, adding a mobile number).
 */
export function RegistrationCodeRow({
  account,
  length,
  autoSubmit,
  disabled,
  onSend,
}: RegistrationCodeRowProps) {
  return (
    <CodeRow>
      <FormOtpInput name="otp" length={length} required autoSubmit={autoSubmit} />
      <CountdownButton
        storageKey={registrationCountdownKey(account)}
        configCode={ConfigCode.registerOtp}
        disabled={disabled}
        onSend={onSend}
      />
    </CodeRow>
  );
}
