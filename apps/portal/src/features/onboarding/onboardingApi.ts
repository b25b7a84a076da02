import { createOnboardingApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';

/** Onboarding's calls that change something (locks, the new customer, the order), as mutations. */
export const onboardingApi = createOnboardingApi(http);
/** For query functions only (numbers, plans, shops). */
export const onboardingReadApi = createOnboardingApi(readHttp);
