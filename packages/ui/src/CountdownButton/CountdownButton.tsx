import { countdownLength } from '@gaia/domain';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { useGaia } from '../provider/GaiaContext';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { Count } from './CountdownButton.styles';
import { useCountdownButton } from './useCountdownButton';

export interface CountdownButtonProps {
  /**
   * Session-storage key of the send time, one per code flow and account (e.g. `otp_login_0771234567`),
   * so the countdown survives a reload.
   */
  storageKey: string;
  /**
   * Seconds before a resend is allowed. @default the portal configuration's countdown for `configCode`,
   * else 60
   */
  seconds?: number;
  /** Configuration code of the countdown length. @default 'NOTIFICATION_OTP' */
  configCode?: string;
  /**
   * Sends the code. The countdown starts only when it resolves truthy; a falsy result or a rejection
   * (unregistered account, network) leaves the button ready to send; the caller shows why. A
   * positive number is the seconds the server says are left (an already-sent code): the
   * countdown runs for those, never longer than its length.
   */
  onSend: () => Promise<unknown> | unknown;
  /** Whether sending is allowed at all (e.g. only once the account looks valid). @default false */
  disabled?: boolean;
  /** Clock in epoch milliseconds, for tests and stories. @default Date.now */
  now?: () => number;
  /** Label before the first send. @default 'gaia_countdown_send' */
  sendLabel?: string;
  /** Label once a resend is allowed. @default 'gaia_countdown_resend' */
  resendLabel?: string;
  /** Label while counting, interpolated with `{{seconds}}`. @default 'gaia_countdown_resend_in' */
  countdownLabel?: string;
  /** Announced when the countdown starts, with `{{seconds}}`. @default 'gaia_countdown_started' */
  startedAnnouncement?: string;
  /** Announced when a resend becomes possible. @default 'gaia_countdown_resend_ready' */
  readyAnnouncement?: string;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** @default false */
  fullWidth?: boolean;
}

/**
 * Send, then "Resend in N s", then Resend. Runs from a deadline
 * kept in session storage; announces only the start and the moment a resend becomes possible.
 */
export function CountdownButton({
  storageKey,
  seconds,
  configCode = 'NOTIFICATION_OTP',
  onSend,
  disabled = false,
  now = Date.now,
  sendLabel = 'gaia_countdown_send',
  resendLabel = 'gaia_countdown_resend',
  countdownLabel = 'gaia_countdown_resend_in',
  startedAnnouncement = 'gaia_countdown_started',
  readyAnnouncement = 'gaia_countdown_resend_ready',
  variant = 'secondary',
  size = 'md',
  fullWidth = false,
}: CountdownButtonProps) {
  const { t, config } = useGaia();
  const length = countdownLength(seconds ?? config.otpCountdownSeconds[configCode]);
  const { state, sending, announcement, send } = useCountdownButton({
    storageKey,
    seconds: length,
    onSend,
    now,
  });
  const counting = state.phase === 'counting';
  const label =
    state.phase === 'idle'
      ? t(sendLabel)
      : counting
        ? t(countdownLabel, { seconds: state.remaining })
        : t(resendLabel);
  const spoken =
    announcement?.kind === 'started'
      ? t(startedAnnouncement, { seconds: announcement.seconds })
      : announcement?.kind === 'ready'
        ? t(readyAnnouncement)
        : '';

  return (
    <>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        disabled={disabled || counting}
        loading={sending}
        data-phase={state.phase}
        onClick={() => void send()}
      >
        <Count>{label}</Count>
      </Button>
      <VisuallyHidden as="span" role="status">{spoken}</VisuallyHidden>
    </>
  );
}
