import { createRegistrationApi, createSubmissionApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';

/**
 * The submit step's calls over the portal's request layer: register and upgrade encrypt the password
 * with the operator's public key (F0.8) before it leaves the browser.
 */
export const submissionApi = createSubmissionApi(http);
/** For query functions only (the configuration, the upgrade's profile). */
export const submissionReadApi = createSubmissionApi(readHttp);
/** A new registration code when the verified one expired before submit. */
export const registrationApi = createRegistrationApi(http);
