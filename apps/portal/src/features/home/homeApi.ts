import { createLinesApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';

/** The home's reads, for query functions (their failures reach the catalogue as the query's). */
export const linesReadApi = createLinesApi(readHttp);

/** The home's writes (set main line, buy a booster, look a number up), each a mutation of the cache. */
export const linesApi = createLinesApi(http);
