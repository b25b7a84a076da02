import {
  ConfigCode,
  codeRequestOutcome,
  countdownLength,
  registrationCountdownKey,
  startForSecondsLeft,
  writeCountdownStart,
  type CodeRequestOutcome,
  type LoginAcctType,
  type PortalConfig,
} from '@gaia/domain';
import { registrationApi } from './stepOneApi';

/** Session storage, or null where it is blocked (the countdown then lasts for the page only). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Asks for the registration code (POST /uc/reg/otp/send) and reads the answer the way spec 02 §8
 * says. A code that went out also starts the code step's countdown (`startCountdown`), kept in
 * session storage under the account's key, so the code step's button shows the wait at once.
 */
export async function requestRegistrationCode(
  account: string,
  type: LoginAcctType,
  config: Pick<PortalConfig, 'product' | 'otpCountdownSeconds'>,
  startCountdown = false,
): Promise<CodeRequestOutcome & { waitSeconds?: number }> {
  try {
    const envelope = await registrationApi.otpSend(account, type);
    const outcome = codeRequestOutcome(envelope, config.product);
    const waitSeconds = envelope.data?.waitSeconds;
    if (outcome.kind === 'sent' && startCountdown) {
      const seconds = countdownLength(config.otpCountdownSeconds[ConfigCode.registerOtp]);
      const now = Date.now();
      const startedAt = outcome.alreadySent ? startForSecondsLeft(now, seconds, waitSeconds) : now;
      writeCountdownStart(sessionStore(), registrationCountdownKey(account), startedAt);
    }
    return typeof waitSeconds === 'number' ? { ...outcome, waitSeconds } : outcome;
  } catch (error) {
    return codeRequestOutcome(error, config.product);
  }
}
