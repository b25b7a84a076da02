import type { HttpClient } from '../kernel/http/createHttpClient';
import { HeaderName } from '../kernel/http/headers';
import type { PasswordEncryptor } from '../kernel/security/passwordEncryption';
import { sendWithPassword } from '../sign-in/passwordEncryptor';

/**
 * Sends a sign-up or an upgrade (spec 02 §7): the verified code's reference in the Reference-Id
 * header, and the body `encryptedBody` builds with the password encrypted before it leaves the device
 * (F0.8; built again with a fresh key when the server could not decrypt it). Business answers are
 * the step's to show (reportBusinessErrors false).
 */
export function submitWithReference<R>(
  http: HttpClient,
  encrypt: PasswordEncryptor,
  request: { path: string; referenceId: string; encryptedBody: () => Promise<object> },
): Promise<R> {
  return sendWithPassword(encrypt, async () =>
    http.call<R>({
      path: request.path,
      headers: { [HeaderName.referenceId]: request.referenceId },
      data: await request.encryptedBody(),
      reportBusinessErrors: false,
    }),
  );
}
