import type { ComponentProps } from 'react';
import { OTP_LENGTH } from '@gaia/domain';
import { CountdownButton } from '@gaia/ui';
import { FormOtpInput } from '../../forms/fields';
import { CodeRow } from './SignInPage.styles';

export interface CodeSendRowProps extends ComponentProps<typeof CountdownButton> {
  /** A new value remounts the send button alone: its countdown starts over (a refused corporate sign-in). */
  sendButtonKey?: number;
}

/** The 6-digit code (the `otp` field) and its send / countdown / resend button. */
export function CodeSendRow({ sendButtonKey, ...countdown }: CodeSendRowProps) {
  return (
    <CodeRow>
      <FormOtpInput name="otp" length={OTP_LENGTH} required />
      <CountdownButton key={sendButtonKey} {...countdown} />
    </CodeRow>
  );
}
