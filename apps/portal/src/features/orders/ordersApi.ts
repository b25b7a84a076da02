import { createOrderListApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';

/** My Orders reads, for query functions (their failures reach the catalogue as the query's). */
export const orderListReadApi = createOrderListApi(readHttp);

/** My Orders actions (payment check, cancel, rate), each a mutation of the cache. */
export const orderListApi = createOrderListApi(http);
