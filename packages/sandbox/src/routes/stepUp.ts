import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  REAL_NAME_OTP_BUSINESS_TYPE,
  ResultCode,
  STEP_UP_FACE_BOX,
  StepUpFaceCode,
  maskText,
  type OtpBusinessTypeValue,
  type PartyType,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';
import { badRequest, fail, ok, readJsonObject, stringField, translatorFor } from '../envelope';
import { codeFailure, contactOf } from './shared';
import { signedInCustomer } from './guards';

/*
 * The code book is typed with spec 01's business types; step-up codes are spec 03's realNameAuth,
 * kept apart from sign-in codes by their own account key (below), so the book stores it as is.
 */
const REAL_NAME = REAL_NAME_OTP_BUSINESS_TYPE as OtpBusinessTypeValue;

/** Step-up codes are keyed per user, so they never collide with a sign-in code to the same number. */
const codeAccount = (customer: SandboxCustomer) => `realName:${customer.user.userId}`;

function isPartyType(value: unknown): value is PartyType {
  return value === 'INDIVIDUAL' || value === 'CORPORATE';
}

function isBox(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== STEP_UP_FACE_BOX.length) return false;
  return STEP_UP_FACE_BOX.every((expected, index) => {
    const point = value[index] as Record<string, unknown> | null;
    return typeof point === 'object' && point !== null && point.x === expected.x && point.y === expected.y;
  });
}

/** The signed-in customer and the request's JSON body with a valid partyType, or the answer to send. */
async function stepUpRequest(c: Context, store: SandboxStore) {
  const customer = signedInCustomer(c, store);
  if (customer instanceof Response) return customer;
  const body = await readJsonObject(c);
  if (!body || !isPartyType(body.partyType)) return badRequest(c);
  return { customer, body, partyType: body.partyType };
}

/**
 * Step-up authentication (spec 03 §7; F3.10), for a signed-in customer:
 * - POST /ecare/gaia/realName/otp/send {partyType} → data.sendNbrList (the masked contact the code
 *   went to; the code lands in the sandbox inbox). Within the gap: 40904118 with the seconds left.
 * - POST /ecare/gaia/realName/otp/verify {otp, partyType} → data.referenceId; wrong 40904106,
 *   expired 40917004 (as every code check).
 * - POST /ecare/gaia/realName/face/verify {partyType, charcFilePath, boxCoordinateList
 *   [(305,0),(980,720)]} → data.referenceId. The upload marks the picture's path with the
 *   `faceComparison` setting (routes/files.ts), so the outcome follows that switch: "nomatch" →
 *   9001, "blank" (no face captured) → 9000.
 * The memorable-word check is the PIN check, POST /uc/sec/pin-check (routes/profiles.ts).
 */
export function stepUpRoutes(store: SandboxStore) {
  const app = new Hono();
  app.post('/ecare/gaia/realName/otp/send', async (c) => {
    const request = await stepUpRequest(c, store);
    if (request instanceof Response) return request;
    const contact = contactOf(request.customer);
    if (!contact) return fail(c, ResultCode.serverError, 'gaia_tip_server_error');
    const t = translatorFor(c);
    const result = store.otp.issue({
      account: codeAccount(request.customer),
      businessType: REAL_NAME,
      channel: contact.channel,
      recipient: contact.recipient,
      text: (code, minutes) => t('gaia_tip_otp_message', { code, minutes }),
    });
    if (result.status === 'alreadySent')
      return fail(c, ResultCode.otpAlreadySent, 'gaia_tip_otp_already_sent', 200, { seconds: result.waitSeconds }, { waitSeconds: result.waitSeconds });
    return ok(c, { sendNbrList: [maskText(contact.recipient)] });
  });

  app.post('/ecare/gaia/realName/otp/verify', async (c) => {
    const request = await stepUpRequest(c, store);
    if (request instanceof Response) return request;
    const otp = stringField(request.body, 'otp');
    if (!otp || !/^\d{1,6}$/.test(otp)) return badRequest(c);
    const result = store.otp.verify(codeAccount(request.customer), REAL_NAME, otp);
    if (result !== 'ok') return codeFailure(c, result);
    return ok(c, { referenceId: store.stepUpReferences.create(request.customer.user.userId) });
  });

  app.post('/ecare/gaia/realName/face/verify', async (c) => {
    const request = await stepUpRequest(c, store);
    if (request instanceof Response) return request;
    const path = stringField(request.body, 'charcFilePath')?.trim();
    if (!path || !isBox(request.body.boxCoordinateList)) return badRequest(c);
    const name = path.toLowerCase();
    if (name.includes('blank')) return fail(c, StepUpFaceCode.notCaptured, 'gaia_stepup_otp_not_captured');
    if (name.includes('nomatch')) return fail(c, StepUpFaceCode.notMatched, 'gaia_stepup_oops_text');
    return ok(c, { referenceId: store.stepUpReferences.create(request.customer.user.userId) });
  });

  return app;
}
