import type { OtpSendData, OtpSendEnvelope } from './model';
import type { HttpClient, RequestConfig } from '../kernel/http/createHttpClient';

/**
 * The one-time-code send that sign-in, registration and password reset share: whatever path and
 * payload, the answer is the whole envelope with the code's data and its `flag`.
 */
export function sendOtpCode(http: HttpClient, request: RequestConfig) {
  // Every business answer resolves (already sent, masked medium …) so the caller's flow decides.
  return http.envelope<OtpSendData | null, Pick<OtpSendEnvelope, 'flag'>>(request);
}
