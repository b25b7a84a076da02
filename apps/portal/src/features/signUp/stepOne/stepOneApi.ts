import { createReferenceListApi, createRegistrationApi, createStepOneApi } from '@gaia/domain/api';
import { http, readHttp } from '../../../app/api';

/** Step one's calls (each a mutation of the cache, so failures reach the error catalogue). */
export const stepOneApi = createStepOneApi(http);
/** The registration code calls (spec 01 §7, spec 02 §7). */
export const registrationApi = createRegistrationApi(http);
/** Reads for queries only: reference lists and the terms and privacy content. */
export const stepOneReads = { lists: createReferenceListApi(readHttp), content: createStepOneApi(readHttp) };
