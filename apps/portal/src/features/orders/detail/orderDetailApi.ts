import { createOrderDetailApi, type BlobReader } from '@gaia/domain/api';
import { readHttp } from '../../../app/api';
import { deviceId, tokenStore } from '../../../app/browserStorage';
import { i18n } from '../../../app/i18n';
import { runtimeConfig } from '../../../app/runtimeConfig';

/**
 * The receipt answers a PDF, not an envelope, so it is read here with the request layer's own
 * headers (token, locale, device); a failed status or a body that is not a PDF rejects.
 */
const readBlob: BlobReader = async (path, body) => {
  const token = tokenStore.get();
  const response = await fetch(`${runtimeConfig.apiBaseUrl.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/pdf',
      'Content-Type': 'application/json;charset=UTF-8',
      // The request layer's header spellings (kernel/http/headers.ts HeaderName).
      locale: i18n.language || 'en',
      deviceId: deviceId(),
      terminalType: '4',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { token } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/pdf')) throw new Error(`Receipt answered ${response.status}`);
  return response.blob();
};

/** Order detail reads (detail, timeline) and the receipt download (F3.15). */
export const orderDetailApi = createOrderDetailApi(readHttp, readBlob);
