import { createProfileApi } from '@gaia/domain/api';
import { readHttp } from '../../app/api';

/** Reads of My details (query functions): failures reach the error catalogue as the query's. */
export const readProfileApi = createProfileApi(readHttp);
