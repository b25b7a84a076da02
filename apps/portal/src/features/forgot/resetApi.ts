import { createNotificationApi, createPasswordApi } from '@gaia/domain/api';
import { http } from '../../app/api';

/**
 * The calls of the reset (F1.11) over the portal's one request layer. `reset` encrypts the new
 * password with the operator's public key (RSA-OAEP, F0.8) before it leaves the browser.
 */
export const passwordApi = createPasswordApi(http);
export const notificationApi = createNotificationApi(http);
