import type { AgreementContent } from '../../kernel/content/agreement';
import type { HttpClient } from '../../kernel/http/createHttpClient';
import { AuthPath } from '../../sign-in/authCalls';
import type { RegisteredResult } from '../../sign-in/model';
import type { ExistingUser, IdEligibility } from './model';

export * from './referenceListCalls';

/** Paths of spec 02 §7 that step one uses. */
export const StepOnePath = {
  subsExists: '/ecare/subs/exists',
  mobileRegistered: AuthPath.mobileRegistered,
  emailRegistered: AuthPath.emailRegistered,
  idEligibility: '/uc/reg/check/idEligibility',
  idEligibilitySecurity: '/uc/reg/check/idEligibility/security',
  idValidity: '/uc/common/check/idValidity/security',
  userByIdNbr: (idNbr: string) => `/uc/reg/user/idNbr/${encodeURIComponent(idNbr)}`,
  identifyUser: '/uc/profile/query/identifyUser',
  identifyUserBlur: '/uc/profile/query/identifyUser/blur',
  contentDetail: '/ecare/content/detail',
} as const;

/** The header that carries a verified code's (or an eligibility check's) reference (spec 02 §3). */
export const STEP_ONE_REFERENCE_HEADER = 'Reference-Id';

/** What the ID checks send: the type and number, with the mobile the eligibility check ties to it. */
export interface IdCheckInput {
  idType: string;
  idNbr: string;
  accNbr?: string;
}

/** The query-by-ID payload of the existing-user lookup (spec 02 §3). */
export interface IdentifyUserQuery {
  idType: string;
  idNbr: string;
  gender?: string;
  name?: string;
  surname?: string;
  birthday?: string;
}

/** The calls of sign-up step one (spec 02 §7; F2.1–F2.3). */
export function createStepOneApi(http: HttpClient) {
  return {
    /** {accNbr} → data.isExist 'Y' or 'N': the number is a subscriber of the operator. */
    subsExists: (accNbr: string) =>
      http.call<{ isExist: string }>({ path: StepOnePath.subsExists, data: { accNbr } }),
    /** {mobile} → {registered}. */
    mobileRegistered: (mobile: string) =>
      http.call<RegisteredResult>({ path: StepOnePath.mobileRegistered, data: { mobile } }),
    /** {email} → {registered}. */
    emailRegistered: (email: string) =>
      http.call<RegisteredResult>({ path: StepOnePath.emailRegistered, data: { email } }),
    /**
     * {idType, accNbr, idNbr} → {referenceId, existsUser}. With a verified code's reference the
     * /security variant runs, the reference in the Reference-Id header. Business answers (the ID
     * and phone mismatch) reject with the ApiError for the form to place; they are not toasted.
     */
    idEligibility: (input: IdCheckInput, referenceId?: string) =>
      http.call<IdEligibility>({
        path: referenceId ? StepOnePath.idEligibilitySecurity : StepOnePath.idEligibility,
        data: input,
        ...(referenceId ? { headers: { [STEP_ONE_REFERENCE_HEADER]: referenceId } } : {}),
        reportBusinessErrors: false,
      }),
    /** {idType, idNbr} → {valid 'Y' or 'N'}: the number is a genuine document number. */
    idValidity: (input: Omit<IdCheckInput, 'accNbr'>) =>
      http.call<{ valid: string }>({ path: StepOnePath.idValidity, data: input, reportBusinessErrors: false }),
    /** GET /uc/reg/user/idNbr/{idNbr} → data.userId. */
    userByIdNbr: (idNbr: string) =>
      http.call<{ userId: string }>({ method: 'GET', path: StepOnePath.userByIdNbr(idNbr) }),
    /**
     * The existing-user lookup → {email, mobile, userId, userCode, existsUser}; `blur` answers the
     * e-mail and mobile masked, for showing to a visitor who has not proved who they are.
     */
    identifyUser: (query: IdentifyUserQuery, options: { blur?: boolean } = {}) =>
      http.call<ExistingUser>({ path: options.blur ? StepOnePath.identifyUserBlur : StepOnePath.identifyUser, data: query }),
    /** {contentType} → the terms or privacy HTML (sanitised by the UI before it is shown). */
    contentDetail: (contentType: AgreementContent['type']) =>
      http.call<AgreementContent>({ path: StepOnePath.contentDetail, data: { contentType } }),
  };
}

export type StepOneApi = ReturnType<typeof createStepOneApi>;
