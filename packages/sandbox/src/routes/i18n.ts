import { Hono } from 'hono';
import { catalogues, isLocale } from '@gaia/domain';

/**
 * GET /i18n/{locale}/local.json[?v=version] (F0.4): the server's translations (the domain catalogue
 * of that locale). With a version the answer may be cached for good (the version busts it);
 * without, it is revalidated every time.
 */
export function i18nRoutes() {
  const app = new Hono();
  app.get('/i18n/:locale/local.json', (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return c.json({}, 404);
    const versioned = Boolean(c.req.query('v'));
    c.header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.json(catalogues[locale]);
  });
  return app;
}
