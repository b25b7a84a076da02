import type { HttpClient } from '../../kernel/http/createHttpClient';
import { createConfigApi } from '../../kernel/config/configCalls';
import { toConfigEntries } from '../../kernel/config/parseConfig';
import type { PartyType } from '../../sign-in/session';
import {
  MEMORABLE_WORD_PATTERN_CODE,
  STEP_UP_FACE_BOX,
  type StepUpOtpSendData,
  type StepUpReference,
} from './model';

/** Paths exactly as spec 03 §7 lists them. */
export const StepUpPath = {
  otpSend: '/ecare/gaia/realName/otp/send',
  otpVerify: '/ecare/gaia/realName/otp/verify',
  faceVerify: '/ecare/gaia/realName/face/verify',
  pinCheck: '/uc/sec/pin-check',
} as const;

/**
 * Server calls of step-up authentication (spec 03 §7; F3.10). Every check resolves with the whole
 * envelope, "200" or not, so the flow decides what a failure means (a failure counts, a wrong code
 * is a field error, a wrong memorable word shows the server's message); transport failures reject.
 */
export function createStepUpApi(http: HttpClient) {
  return {
    /** {partyType} → data.sendNbrList (where the code went). */
    otpSend: (partyType: PartyType) =>
      http.envelope<StepUpOtpSendData | null>({ path: StepUpPath.otpSend, data: { partyType } }),
    /** {otp, partyType} → data.referenceId. */
    otpVerify: (otp: string, partyType: PartyType) =>
      http.envelope<StepUpReference | null>({ path: StepUpPath.otpVerify, data: { otp, partyType } }),
    /** {partyType, charcFilePath, boxCoordinateList (305,0),(980,720)} → data.referenceId. */
    faceVerify: (partyType: PartyType, charcFilePath: string) =>
      http.envelope<StepUpReference | null>({
        path: StepUpPath.faceVerify,
        data: { partyType, charcFilePath, boxCoordinateList: STEP_UP_FACE_BOX.map((point) => ({ ...point })) },
      }),
    /** The memorable-word check, secPinCheck {pin} → data.referenceId. */
    memorableWordCheck: (word: string) =>
      http.envelope<StepUpReference | null>({ path: StepUpPath.pinCheck, data: { pin: word } }),
    /** The configured memorable-word pattern (UC_SEC_PIN_REGEX), undefined when none is configured. */
    memorableWordPattern: async (): Promise<string | undefined> => {
      const items = await createConfigApi(http).configItems([MEMORABLE_WORD_PATTERN_CODE]);
      return toConfigEntries(items).find((entry) => entry.code === MEMORABLE_WORD_PATTERN_CODE)?.value.trim() || undefined;
    },
  };
}

export type StepUpApi = ReturnType<typeof createStepUpApi>;
