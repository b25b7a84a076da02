import type { OtpSendData, OtpSendEnvelope, OtpVerifyResult } from './model';
import type { HttpClient, RequestConfig } from '../kernel/http/createHttpClient';

/**
 * The one-time-code send that sign-in, registration and password reset share: whatever path and
 * payload, the answer is the whole envelope with the code's data and its `flag`.
 */
export function sendOtpCode(http: HttpClient, request: RequestConfig) {
  // Every business answer resolves (already sent, masked medium …) so the caller's flow decides.
  return http.envelope<OtpSendData | null, Pick<OtpSendEnvelope, 'flag'>>(request);
}

/**
 * The one-time-code check that registration, the ecare layer and password reset share: whatever
 * path and payload, the answer's data is the reference of the next step.
 */
export function verifyOtpCode(http: HttpClient, request: Pick<RequestConfig, 'path' | 'data'>) {
  // A wrong or expired code is the form's field error, not an app-wide failure.
  return http.call<OtpVerifyResult>({ ...request, reportBusinessErrors: false });
}
