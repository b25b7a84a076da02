import { Hono } from 'hono';
import type { AgreementType } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { AGREEMENT_VERSION, agreementHtml } from '../store/content';
import { badRequest, localeOf, ok, translatorFor } from '../envelope';
import { withBody } from './guards';

/**
 * Configuration and content (spec 01 §7; F0.3, F1.8, F1.10):
 * - GET /ecare/common/system/configParam?paramCode=X → {paramCode, paramValue} (null when unknown);
 * - GET /ecare/common/system/configParam/list[?paramCodes=A,B] → [{paramCode, paramValue}];
 * - POST /uc/common/config/items {codes?: string[]} → [{code, value}] (the password public key);
 * - GET /ecare/common/agreement?type=TERMS|PRIVACY → {type, title, content (HTML), version};
 * - GET /ecare/gaia/register/individual/need-complete → {completeFlag}.
 */
export function commonRoutes(store: SandboxStore) {
  const app = new Hono();

  app.get('/ecare/common/system/configParam', (c) => {
    const paramCode = c.req.query('paramCode')?.trim();
    if (!paramCode) return badRequest(c);
    return ok(c, store.configParams().find((p) => p.paramCode === paramCode) ?? null);
  });

  app.get('/ecare/common/system/configParam/list', (c) => {
    const wanted = c.req
      .query('paramCodes')
      ?.split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    const params = store.configParams();
    return ok(c, wanted?.length ? params.filter((p) => wanted.includes(p.paramCode)) : params);
  });

  app.post('/uc/common/config/items', withBody(async (c, body) => {
    const codes = body.codes;
    if (
      codes !== undefined &&
      !(Array.isArray(codes) && codes.every((code) => typeof code === 'string'))
    )
      return badRequest(c);
    const items = await store.configItems();
    return ok(
      c,
      codes?.length ? items.filter((item) => (codes as string[]).includes(item.code)) : items,
    );
  }));

  app.get('/ecare/common/agreement', (c) => {
    const type = c.req.query('type');
    if (type !== 'TERMS' && type !== 'PRIVACY') return badRequest(c);
    const t = translatorFor(c);
    const agreement: AgreementType = type;
    return ok(c, {
      type: agreement,
      title: t(agreement === 'TERMS' ? 'gaia_dialog_terms_title' : 'gaia_dialog_privacy_title'),
      content: agreementHtml[agreement][localeOf(c)],
      version: AGREEMENT_VERSION,
    });
  });

  app.get('/ecare/gaia/register/individual/need-complete', (c) =>
    ok(c, { completeFlag: store.settings.needCompleteFlag }),
  );

  return app;
}
