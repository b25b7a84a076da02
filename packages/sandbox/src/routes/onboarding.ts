import { Hono, type Context } from 'hono';
import { OnboardingMessageKey, OnboardingPath, OrderEventType, OrderState, ResultCode, SimType, type AccNbrLockPayload } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';
import { numberPageSize, SANDBOX_PLANS, SIM_FEES, type OnboardingSwitches } from '../store/onboarding';
import { SANDBOX_PAYMENT_TIMEOUT_MINUTES } from '../store/orderSeed/orderFactory';
import { badRequest, fail, ok, readJsonObject, tokenOf, translatorFor } from '../envelope';
import { identityOf, orderRequestOf, searchTermOf } from './onboardingBodies';
import { withBody } from './guards';
import { readSwitches } from './switches';

/** Business codes of onboarding's refusals (ours; the documents give none). */
export const OnboardingResultCode = {
  /** The number could not be locked (spec 02 §8: gaia_onboarding_number_available). */
  numberUnavailable: '40904201',
  unknownNumber: '40404201',
  /** The number is no longer held by the person placing the order. */
  numberLost: '40904202',
  identityExists: '40904203',
  unknownPlan: '40404202',
} as const;

/** A number is held by the device that locked it (the deviceId header), else by the session. */
function holderOf(c: Context): string {
  return c.req.header('deviceId') ?? tokenOf(c) ?? 'anonymous';
}

/**
 * New-connection onboarding (spec 03 F3.19, spec 02 F2.15). Our paths (OnboardingPath, documented
 * in packages/domain/src/stores/README.md); malformed bodies answer 400 with the envelope.
 * - POST …/accNbr/qryAvailableAccNbrList {pageInfo {pageSize ≤ 50, lastRecordGMT?}, accNbr ''|4 chars} → {accNbrList, pageInfo};
 * - POST …/accNbr/operAccNbr {accNbrs, reserveFlag Y|N} → {accNbrs}; a number not available or held by
 *   another device fails with gaia_onboarding_number_available; locks expire after 15 minutes (store clock);
 * - GET …/offer → {plans, simTypes, simFeeDisplay};
 * - POST …/customer {idNbr, firstName, lastName, gender, birthday, contactMobile} → {token, user}: a new
 *   customer with a temporary session (tempLogin); an ID already a customer's is refused;
 * - POST …/order/submit (session) → {orderId, orderNbr, amount, amountDisplay, currencySymbol}: a
 *   NEW_CONNECTION order in B (esimFlag Y for an eSIM, pickupInfo or the delivery address), which payment completes.
 * Control: GET/POST /__sandbox/onboarding {lock: auto|fail, numbers: auto|empty}.
 */
export function onboardingRoutes(store: SandboxStore): Hono {
  const app = new Hono();
  const book = store.onboarding;

  app.post(OnboardingPath.availableNumbers, async (c) => {
    const body = await readJsonObject(c);
    const pageInfo = body?.pageInfo ?? {};
    if (!body || typeof pageInfo !== 'object' || pageInfo === null || Array.isArray(pageInfo)) return badRequest(c);
    const { pageSize: size, lastRecordGMT } = pageInfo as Record<string, unknown>;
    const pageSize = numberPageSize(size);
    const search = searchTermOf(body.accNbr);
    if (pageSize === undefined || search === undefined) return badRequest(c, search === undefined ? 'gaia_nbr_search_error_tip' : 'gaia_tip_bad_request');
    if (lastRecordGMT !== undefined && typeof lastRecordGMT !== 'string') return badRequest(c);
    return ok(c, book.page(holderOf(c), search, pageSize, lastRecordGMT || undefined));
  });

  app.post(OnboardingPath.lockNumbers, async (c) => {
    const body = await readJsonObject(c);
    const accNbrs = body?.accNbrs;
    const flag = body?.reserveFlag;
    if (!Array.isArray(accNbrs) || accNbrs.length === 0 || accNbrs.length > 10 || !accNbrs.every((n) => typeof n === 'string' && n.length <= 30)) return badRequest(c);
    if (flag !== 'Y' && flag !== 'N') return badRequest(c);
    const payload: AccNbrLockPayload = { accNbrs: accNbrs as string[], reserveFlag: flag };
    const result = book.lock(holderOf(c), payload.accNbrs, payload.reserveFlag);
    if (result === 'unknown') return fail(c, OnboardingResultCode.unknownNumber, 'gaia_onboarding_number_available');
    if (result === 'unavailable') return fail(c, OnboardingResultCode.numberUnavailable, 'gaia_onboarding_number_available');
    return ok(c, { accNbrs: payload.accNbrs });
  });

  app.get(OnboardingPath.offer, (c) => ok(c, book.offer(translatorFor(c))));

  app.post(OnboardingPath.customer, async (c) => {
    const body = await readJsonObject(c);
    const identity = body ? identityOf(body, new Date(store.clock.now())) : undefined;
    if (!identity) return badRequest(c);
    if (store.customers.some((customer) => customer.idNbr?.toUpperCase() === identity.idNbr)) {
      return fail(c, OnboardingResultCode.identityExists, OnboardingMessageKey.identityExists);
    }
    const number = 5000 + store.customers.length;
    const customer: SandboxCustomer = {
      user: {
        userId: `U-${number}`,
        userName: `${identity.firstName} ${identity.lastName}`,
        userCode: `GA100${number}`,
        partyType: 'INDIVIDUAL',
        signInUserType: 'INDIVIDUAL',
        custType: 'PREPAID',
        currentCustNbr: `C-${number}`,
        currentCustId: String(number),
      },
      // A temporary login: no account to sign in with until the customer registers (tempLogin).
      accounts: [],
      contact: { mobile: identity.contactMobile },
      password: undefined,
      faceEnrolled: false,
      idNbr: identity.idNbr,
    };
    store.addCustomer(customer);
    return ok(c, { token: store.openSession(customer), user: customer.user });
  });

  app.post(OnboardingPath.submit, async (c) => {
    const customer = store.customerForToken(tokenOf(c));
    if (!customer) return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    const body = await readJsonObject(c);
    const request = body ? orderRequestOf(body) : undefined;
    if (!request) return badRequest(c);
    const plan = SANDBOX_PLANS.find((candidate) => candidate.offerCode === request.offerCode);
    if (!plan) return fail(c, OnboardingResultCode.unknownPlan, OnboardingMessageKey.submitFailed);
    if (!book.holds(holderOf(c), request.accNbr)) return fail(c, OnboardingResultCode.numberLost, OnboardingMessageKey.numberLost);
    const t = translatorFor(c);
    const amount = (Number(plan.price) + (SIM_FEES[request.simType] ?? 0)).toFixed(2);
    const esim = request.simType === SimType.eSim;
    const { orderId, orderNbr } = book.nextOrderIds();
    const now = store.clock.now();
    const { fulfilment } = request;
    store.orders.add({
      custId: customer.user.currentCustId ?? '',
      order: {
        orderId,
        orderNbr,
        orderState: OrderState.awaitingPayment,
        eventType: OrderEventType.newConnection,
        createdDate: now,
        stateDate: now,
        timeoutDuration: SANDBOX_PAYMENT_TIMEOUT_MINUTES,
        orderAmountDisplay: `$${amount}`,
        payAmountDisplay: `$${amount}`,
        currencySymbol: '$',
        contactChannelId: 'WEB',
        contactChannelName: 'Self-care web',
        extData: {
          esimFlag: esim ? 'Y' : 'N',
          simType: request.simType,
          coverageAddress: request.coverageAddress,
          ...(fulfilment.kind === 'delivery' ? { deliveryAddress: fulfilment.address } : { pickupShop: fulfilment.shop }),
          attrValueList: esim ? [{ attrCode: 'esimActivationCode', attrValue: `LPA:1$sm-dp.gaia.example$${orderNbr}-${request.accNbr}` }] : [],
        },
        ...(fulfilment.kind === 'pickup' ? { pickupInfo: { picker: { contactName: fulfilment.contactName, contactMobile: fulfilment.contactMobile } } } : {}),
        orderItemList: [
          {
            offerName: t(`gaia_onboarding_plan_name_${plan.offerCode}`),
            offerCode: plan.offerCode,
            offerType: '1',
            offerActType: 'A',
            accNbr: request.accNbr,
            prefix: '263',
            priceDisplay: plan.priceDisplay,
            paidFlag: 0,
            packageList: request.packageList ?? plan.packageList ?? [],
            serviceList: request.serviceList ?? plan.serviceList ?? [],
          },
        ],
      },
      timeline: [{ processStep: 'SUBMITTED', startDate: now }],
    });
    book.reserveForOrder(request.accNbr);
    return ok(c, { orderId, orderNbr, amount, amountDisplay: `$${amount}`, currencySymbol: '$' });
  });

  app.get('/__sandbox/onboarding', (c) => c.json({ ...book.switches }));
  app.post('/__sandbox/onboarding', withBody((c, body) => {
    const next = readSwitches<OnboardingSwitches>(body, book.switches, { lock: ['auto', 'fail'], numbers: ['auto', 'empty'] });
    if (!next) return badRequest(c);
    book.switches = next;
    return c.json({ ...next });
  }));

  return app;
}
