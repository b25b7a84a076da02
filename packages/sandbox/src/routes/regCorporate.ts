import { Hono, type Context } from 'hono';
import {
  COMPANY_DOCUMENT_ATTACHMENT_TYPE,
  CorporateMessageKey,
  CorporateResultCode,
  DEFAULT_CORPORATION_ID_TYPE,
  HeaderName,
  defaultRegistrationConfig,
  documentsError,
  isHelpStep,
  isVideoId,
  newPasswordRules,
  normaliseCompanyName,
  normalisePersonName,
  normaliseRegistrationNumber,
  normaliseRepresentativeId,
  validate,
  validateCompany,
  validateRepresentative,
  type HelpItem,
  type HelpStep,
  type RepresentativeValues,
  type StoredFileDetail,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';
import { badRequest, fail, objectField, ok, stringField, translatorFor } from '../envelope';
import { firstError, readPasswords } from './shared';
import { withBody } from './guards';
import { readPackagedAsset } from './packagedAssets';

/** The one sample clip of the knowledge base (packages/sandbox/assets/kb/video). */
export const SAMPLE_VIDEO_ID = 'sign-up-intro';

/** Help items by sign-up step (F2.19): message keys, translated per request into the caller's language. */
const HELP: Record<HelpStep, { title: string; content: string; html: boolean; video?: boolean }[]> = {
  account: [{ title: 'gaia_help_account_title', content: 'gaia_help_account_content', html: false, video: true }],
  code: [{ title: 'gaia_help_code_title', content: 'gaia_help_code_content', html: false }],
  identity: [{ title: 'gaia_help_identity_title', content: 'gaia_help_identity_content', html: true }],
  supplementary: [{ title: 'gaia_help_supplementary_title', content: 'gaia_help_supplementary_content', html: false }],
  password: [{ title: 'gaia_help_password_title', content: 'gaia_help_password_content', html: true }],
  company: [{ title: 'gaia_help_company_title', content: 'gaia_help_company_content', html: true, video: true }],
  representative: [{ title: 'gaia_help_representative_title', content: 'gaia_help_representative_content', html: false }],
};

const SEGMENT = /^segment\d{1,4}\.ts$/;
/* Captions of a clip, one WebVTT file per language. */
const CAPTIONS = /^captions\.(en|ar)\.vtt$/;

function asset(c: Context, body: Uint8Array<ArrayBuffer> | undefined, type: string): Response {
  if (!body) return fail(c, '404', 'gaia_help_video_failed', 404);
  return new Response(body, { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' } });
}

/** The attachments as sent: one to five stored files of type 2, else undefined. */
function attachmentsOf(value: unknown): StoredFileDetail[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const files: StoredFileDetail[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') return undefined;
    const item = entry as Record<string, unknown>;
    if (item.attachmentType !== COMPANY_DOCUMENT_ATTACHMENT_TYPE) return undefined;
    if (typeof item.fileName !== 'string' || typeof item.filePath !== 'string') return undefined;
    if (!item.filePath.startsWith('uploads/') || item.filePath.length > 200 || item.fileName.length > 200) return undefined;
    files.push({ fileName: item.fileName, filePath: item.filePath });
  }
  return documentsError(files) ? undefined : files;
}

/** The next company account and customer number: GC2000003 (U-2003) … after the seeded companies. */
function nextCompany(store: SandboxStore): { number: number; userCode: string } {
  const codeOf = (n: number) => `GC${2_000_000 + n - 2000}`;
  let number = 2001;
  while (store.findByUserId(`U-${number}`) || store.findByAccount(codeOf(number))) number += 1;
  return { number, userCode: codeOf(number) };
}

/**
 * Corporate registration (spec 02 §7 POST /uc/reg/register/corporate; F2.11) and the knowledge base
 * beside sign-up (F2.19): GET /kb/help/items?step=…, GET /kb/video/{videoId}/playlist.m3u8, its
 * segments and its captions (captions.{en|ar}.vtt).
 */
export function regCorporateRoutes(store: SandboxStore) {
  const app = new Hono();

  /**
   * Body (ADR 0020): userRegisterInfo {userName, mobile, email, password (encrypted)}, corporate
   * {corporationName, idType, idNbr, attachments [{attachmentType 2, fileName, filePath}],
   * representative {firstName, lastName, idNbr, birthday, mobile, email}}, agreeTerms true; header
   * Reference-Id of the representative's verified mobile. Every field is checked with the portal's
   * own rules; a malformed body answers 400 with the first rule's message.
   */
  app.post('/uc/reg/register/corporate', withBody(async (c, body) => {
    const info = objectField(body, 'userRegisterInfo');
    const corporate = objectField(body, 'corporate');
    const person = corporate ? objectField(corporate, 'representative') : undefined;
    if (!info || !corporate || !person) return badRequest(c);
    if (body.agreeTerms !== true) return badRequest(c, CorporateMessageKey.termsRequired);

    const companyName = stringField(corporate, 'corporationName') ?? '';
    const registrationNumber = stringField(corporate, 'idNbr') ?? '';
    // Values are taken only as the portal's fields would have shaped them.
    if (normaliseCompanyName(companyName) !== companyName || normaliseRegistrationNumber(registrationNumber) !== registrationNumber) return badRequest(c);
    const companyError = firstError(validateCompany({ companyName: companyName.trim(), registrationNumber }));
    if (companyError) return badRequest(c, companyError);
    if (stringField(corporate, 'idType') !== DEFAULT_CORPORATION_ID_TYPE) return badRequest(c);
    const documents = attachmentsOf(corporate.attachments);
    if (!documents) return badRequest(c, CorporateMessageKey.documentsRequired);

    const representative: RepresentativeValues = {
      firstName: stringField(person, 'firstName') ?? '',
      lastName: stringField(person, 'lastName') ?? '',
      idNbr: stringField(person, 'idNbr') ?? '',
      birthday: stringField(person, 'birthday') ?? '',
      mobile: stringField(person, 'mobile') ?? '',
      email: stringField(person, 'email') ?? '',
    };
    const shaped =
      normalisePersonName(representative.firstName) === representative.firstName &&
      normalisePersonName(representative.lastName) === representative.lastName &&
      normaliseRepresentativeId(representative.idNbr) === representative.idNbr;
    if (!shaped) return badRequest(c);
    const today = new Date(store.now());
    const representativeError = firstError(
      validateRepresentative(representative, {
        ageLimit: defaultRegistrationConfig.corporateAgeLimit,
        today: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() },
      }),
    );
    if (representativeError) return badRequest(c, representativeError);
    if (stringField(info, 'mobile') !== representative.mobile || stringField(info, 'email') !== representative.email) return badRequest(c);

    const cipher = stringField(info, 'password');
    if (cipher === undefined) return badRequest(c);
    const read = await readPasswords(c, store, [cipher]);
    if (read instanceof Response) return read;
    const [password = ''] = read;
    const passwordError = validate(password, newPasswordRules());
    if (passwordError) return badRequest(c, passwordError);

    const registered = store.customers.some((customer) => customer.user.partyType === 'CORPORATE' && customer.idNbr === registrationNumber);
    if (registered) return fail(c, CorporateResultCode.companyRegistered, CorporateMessageKey.companyRegistered);

    const referenceId = c.req.header(HeaderName.referenceId) ?? '';
    const verifiedMobile = referenceId ? store.registrationReferences.consume(referenceId) : undefined;
    if (verifiedMobile === undefined || verifiedMobile !== representative.mobile)
      return fail(c, CorporateResultCode.referenceInvalid, CorporateMessageKey.referenceInvalid);

    const { number, userCode } = nextCompany(store);
    const customer: SandboxCustomer = {
      user: {
        userId: `U-${number}`,
        userName: companyName.trim(),
        userCode,
        partyType: 'CORPORATE',
        signInUserType: 'CORPORATION',
        custType: 'CORPORATE',
        currentCustNbr: `C-${number}`,
        currentCustId: String(number),
      },
      accounts: [userCode],
      contact: { mobile: representative.mobile, email: representative.email },
      password,
      representativeIdNbr: representative.idNbr,
      faceEnrolled: false,
      idNbr: registrationNumber,
    };
    store.addCustomer(customer);
    return ok(c, { userCode, userId: customer.user.userId });
  }));

  /** F2.19: the help items of a sign-up step, in the caller's language; each may carry a video. */
  app.get('/kb/help/items', (c) => {
    const step = c.req.query('step') ?? '';
    if (!isHelpStep(step)) return badRequest(c);
    const t = translatorFor(c);
    const items: HelpItem[] = HELP[step].map((item) => ({
      title: t(item.title),
      content: t(item.content),
      html: item.html,
      videoInfos: item.video ? [{ videoId: SAMPLE_VIDEO_ID, title: t('gaia_help_video_sign_up'), duration: 4 }] : [],
    }));
    return ok(c, items);
  });

  app.get('/kb/video/:videoId/playlist.m3u8', async (c) => {
    const videoId = c.req.param('videoId');
    if (!isVideoId(videoId)) return fail(c, '404', 'gaia_help_video_failed', 404);
    return asset(c, await readPackagedAsset('kb', `video/${videoId}/playlist.m3u8`), 'application/vnd.apple.mpegurl');
  });

  app.get('/kb/video/:videoId/:segment', async (c) => {
    const videoId = c.req.param('videoId');
    const segment = c.req.param('segment');
    if (!isVideoId(videoId)) return fail(c, '404', 'gaia_help_video_failed', 404);
    if (CAPTIONS.test(segment)) return asset(c, await readPackagedAsset('kb', `video/${videoId}/${segment}`), 'text/vtt; charset=utf-8');
    if (!SEGMENT.test(segment)) return fail(c, '404', 'gaia_help_video_failed', 404);
    return asset(c, await readPackagedAsset('kb', `video/${videoId}/${segment}`), 'video/mp2t');
  });

  return app;
}
