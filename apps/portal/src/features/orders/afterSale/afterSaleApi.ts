import { createAfterSaleApi } from '@gaia/domain/api';
import { http, readHttp } from '../../../app/api';

/** After-sale reads (pre-checks, shipment), for query functions (F4.5). */
export const afterSaleReadApi = createAfterSaleApi(readHttp);

/** After-sale requests (return, exchange, SIM change): each a mutation of the cache. */
export const afterSaleApi = createAfterSaleApi(http);
