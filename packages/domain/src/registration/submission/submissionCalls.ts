import type { HttpClient } from '../../kernel/http/createHttpClient';
import { faceBoxCoordinates } from '../../kernel/capture/faceBox';
import { createFileApi } from '../../profile/fileCalls';
import { defaultPasswordEncryptor, type PasswordOptions } from '../../sign-in/passwordEncryptor';
import { submitWithReference } from '../referencedSubmit';
import type { RegistrationConfig } from '../registrationConfig';
import { defaultRegistrationConfig } from '../registrationConfig';
import { parseRegistrationConfig } from './registrationConfigParse';
import type { RegistrationPayload, UpgradePayload } from './registrationPayload';
import type { CheckedFace } from './signUpFlow';

/**
 * Paths of the submit step. Register, upgrade and anti-spoof are spec 02 §7's; the registration
 * configuration's path is not shown there ("other configuration calls in registration … paths not
 * shown"), so it is ours, under /ecare/gaia/register/ like the other registration settings.
 */
export const SubmissionPath = {
  config: '/ecare/gaia/register/config',
  register: '/uc/reg/register/individual',
  upgrade: '/uc/reg/user/upgrade/individual',
  antiSpoof: '/uc/sec/comparison/faceAntiSpoofCheck',
} as const;

/** What register and upgrade answer (spec 02 §3: "Response carries userCode and resultCode"). */
export interface RegistrationResult {
  userCode: string;
}

/** The anti-spoof check's answer: whether the picture is of a live face. */
export interface AntiSpoofResult {
  passed: boolean;
}

/** The registration calls of the submit step (spec 02 §7; F2.7–F2.9). */
export function createSubmissionApi(http: HttpClient, options: PasswordOptions = {}) {
  const encrypt = options.encryptPassword ?? defaultPasswordEncryptor(http);
  const files = createFileApi(http);
  /** The liveness check of an uploaded face: charcFilePath and the fixed face box (305,0),(980,720). */
  const antiSpoof = (charcFilePath: string) =>
    http.call<AntiSpoofResult>({
      path: SubmissionPath.antiSpoof,
      data: { charcFilePath, boxCoordinateList: faceBoxCoordinates() },
      reportBusinessErrors: false,
    });
  return {
    /** The registration configuration, every field checked (defaults for what is missing). */
    config: async (): Promise<RegistrationConfig> =>
      parseRegistrationConfig(await http.call<unknown>({ method: 'GET', path: SubmissionPath.config })),
    /**
     * POST /uc/reg/register/individual with the verified code's reference in the Reference-Id
     * header; the password is encrypted before it leaves the device (F0.8). Business answers are
     * the step's to show (reportBusinessErrors false).
     */
    register: (payload: RegistrationPayload, referenceId: string) =>
      submitWithReference<RegistrationResult>(http, encrypt, {
        path: SubmissionPath.register,
        referenceId,
        encryptedBody: async () => ({ ...payload, userRegisterInfo: { ...payload.userRegisterInfo, password: await encrypt(payload.userRegisterInfo.password) } }),
      }),
    /** POST /uc/reg/user/upgrade/individual, with the same header and the encrypted password. */
    upgrade: (payload: UpgradePayload, referenceId: string) =>
      submitWithReference<RegistrationResult>(http, encrypt, {
        path: SubmissionPath.upgrade,
        referenceId,
        encryptedBody: async () => ({ ...payload, userUpgradeInfo: { ...payload.userUpgradeInfo, password: await encrypt(payload.userUpgradeInfo.password) } }),
      }),
    antiSpoof,
    /**
     * Face at registration (spec 02 §4): upload the captured JPEG with the common upload, then the
     * anti-spoof check on its path. Resolves with the checked face, or undefined when the check
     * says it is not a live face.
     */
    checkFace: async (picture: Blob, fileName = 'face.jpg'): Promise<CheckedFace | undefined> => {
      const stored = await files.upload(picture, fileName);
      if (!stored?.filePath) throw new Error('The upload answered no file path');
      const { passed } = await antiSpoof(stored.filePath);
      return passed ? { charcFilePath: stored.filePath, fileName: stored.fileName || fileName } : undefined;
    },
  };
}

export type SubmissionApi = ReturnType<typeof createSubmissionApi>;

/** The registration configuration, or the defaults when the call fails (sign-up never waits on it). */
export async function registrationConfigOrDefaults(api: Pick<SubmissionApi, 'config'>): Promise<RegistrationConfig> {
  try {
    return await api.config();
  } catch {
    return defaultRegistrationConfig;
  }
}
