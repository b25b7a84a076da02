// Prerenders the landing screen (/signIn, English, individual password mode) into dist/signIn.html:
// its HTML and styles arrive with the page, so the first paint does not wait for the JavaScript,
// which then hydrates it (src/main.tsx). Hosts serve /signIn from signIn.html (clean URLs); every
// other path keeps index.html. Runs after `vite build`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defaultServerConditions } from 'vite';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(portal, process.env.GAIA_PORTAL_DIST ?? 'dist');
const ssrOut = path.join(portal, 'dist-ssr');

await build({
  root: portal,
  logLevel: 'warn',
  // The workspace packages are bundled from source (the "@gaia/source" export condition, as the client
  // build resolves them), so a fresh clone prerenders without building the packages first;
  // styled-components is bundled too, the rest is imported from node_modules.
  ssr: {
    noExternal: [/^@gaia\//, 'styled-components'],
    resolve: { conditions: ['@gaia/source', ...defaultServerConditions], externalConditions: ['@gaia/source'] },
  },
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, manifest: false, rolldownOptions: { output: { codeSplitting: false } } },
});
const prerenderModule = pathToFileURL(path.join(ssrOut, 'prerender.js')).href;
const { prerender } = await import(prerenderModule);
const { html, styles } = await prerender('/signIn');
const listFrames = await listFirstFrames();
rmSync(ssrOut, { recursive: true, force: true });

/**
 * The product list as it starts (its answer awaited: the cards' skeletons), for a visitor and for a
 * person signed in, in each language and colour theme: the frames a first visit of the list paints
 * (ADR 0036, src/firstFrame/firstVisitFrame.ts). Each is drawn by a fresh copy of the prerendering
 * module, in a stand-in for the browser's window: the signed-in area's modules read the address,
 * the storage and the device's preferences as they load. Its markup is cleaned as a kept frame's is
 * (takeFirstFrame.ts): no ids, test ids or references between elements, nothing announced. Most
 * share one style sheet, kept once.
 */
async function listFirstFrames() {
  const frames = {};
  const styles = [];
  for (const audience of ['visitor', 'signedIn']) {
    for (const locale of ['en', 'ar']) {
      for (const theme of ['light', 'dark']) {
        const signedIn = audience === 'signedIn';
        globalThis.window = standInWindow('/shop/products', theme, signedIn);
        try {
          const { prerender: draw } = await import(`${prerenderModule}?frame=${audience}-${locale}-${theme}`);
          const drawn = await draw('/shop/products', { locale, theme, signedIn });
          const background = drawn.html.match(/--gaia-color-bg:([^;"]+)/)?.[1];
          if (!drawn.html.includes('data-frame-picture') || !background) throw new Error(`prerender: the product list (${audience}, ${locale}, ${theme}) was not drawn with its skeletons`);
          const css = [...drawn.styles.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
          if (!styles.includes(css)) styles.push(css);
          // The key of src/firstFrame/firstVisitFrame.ts's templateKey.
          frames[`${audience} ${locale} ${theme}`] = { html: cleanFrame(drawn.html), background, styles: styles.indexOf(css) };
        } finally {
          delete globalThis.window;
        }
      }
    }
  }
  return { frames, styles };
}

/** The browser's window as the prerendered list's modules read it: a visitor's or a person's with a session, nothing sent. */
function standInWindow(pathname, theme, signedIn) {
  const storage = (kept = []) => {
    const items = new Map(kept);
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, String(value)), removeItem: (key) => items.delete(key), clear: () => items.clear(), key: () => null, get length() { return items.size; } };
  };
  const media = (query) => ({ matches: theme === 'dark' && query.includes('prefers-color-scheme: dark'), media: query, addEventListener() {}, removeEventListener() {} });
  return {
    location: { pathname, search: '', hash: '', href: `http://localhost${pathname}`, origin: 'http://localhost' },
    // The session token, unprefixed (the domain's StorageKey.token): the signed-in area draws a person's chrome.
    localStorage: storage(signedIn ? [['token', 'prerender']] : []),
    sessionStorage: storage(),
    matchMedia: media,
    navigator: { userAgent: '' },
    addEventListener() {},
    removeEventListener() {},
    fetch: () => new Promise(() => {}),
    setTimeout,
    clearTimeout,
  };
}

/** A drawn page as a frame's markup: no ids, test ids or references between elements, no live regions, no React markers. */
function cleanFrame(markup) {
  return markup
    .replace(/<!--\/?\$[!?]?-->/g, '')
    .replace(/<template><\/template>/g, '')
    .replace(/ (?:id|data-testid|for|aria-labelledby|aria-describedby|aria-controls|aria-live)="[^"]*"/g, '')
    .replace(/ role="status"/g, '');
}

// The sign-in screen's own chunks download beside the entry.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
};
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shell = closure(entry);
const preloads = [...closure('src/features/signIn/SignInPage.tsx')]
  .filter((key) => !shell.has(key))
  .map((key) => `/${manifest[key].file}`);

/**
 * The table of src/routeModules.ts: for each screen of app/areaRoutes.tsx (read from its `page([…],
 * () => import('…'))` entries: the signed-in area's, then the open ones), the chunks its first load
 * requests beyond the entry's (`shell`): the routes' chunk, the signed-in area's for its screens
 * with its header's pieces (the user menu's button, the shop's counts), the page's; the start-up
 * modules every screen loads (the configuration, the caches, the error catalogue, the host bridge);
 * the catalogue chunk of each locale.
 */
function routeModuleTable(manifest, shell) {
  const base = '/assets/';
  const files = [];
  const indexOf = (key) => {
    const file = `/${manifest[key].file}`;
    if (!file.startsWith(base) || !file.endsWith('.js')) throw new Error(`prerender: ${file} is not a script in ${base}`);
    const name = file.slice(base.length, -'.js'.length);
    if (!files.includes(name)) files.push(name);
    return files.indexOf(name);
  };
  const chunksOf = (keys) => {
    const all = new Set();
    for (const key of keys) {
      if (!manifest[key]) throw new Error(`prerender: ${key} is not a module of the build`);
      for (const each of closure(key)) if (!shell.has(each)) all.add(indexOf(each));
    }
    return [...all];
  };
  const source = readFileSync(path.join(portal, 'src/app/areaRoutes.tsx'), 'utf8');
  const openAt = source.indexOf('const open = [');
  const pages = [...source.matchAll(/page\((\[[^\]]*\]), \(\) => import\('\.\.\/([^']+)'\)\)/g)].map((match) => ({
    patterns: JSON.parse(match[1].replace(/'/g, '"')),
    module: `src/${match[2]}.tsx`,
    signedIn: match.index < openAt,
  }));
  if (pages.length < 20 || openAt === -1) throw new Error(`prerender: read ${pages.length} screens from src/app/areaRoutes.tsx; has its page() form changed?`);
  const routes = pages
    .filter((page) => !page.patterns.includes('*'))
    .map((page) => [page.patterns, chunksOf(['src/app/areaRoutes.tsx', ...(page.signedIn ? ['src/layout/SignedInArea.tsx', 'src/features/account/HeaderAccount.tsx', 'src/features/shop/ShopHeaderCounts.tsx'] : []), page.module])]);
  const boot = chunksOf(['src/app/queries/config.ts', 'src/app/queryClient.ts', 'src/app/errorCatalogue.ts', 'src/app/nativeHost.ts']);
  const catalogues = Object.fromEntries(['en', 'ar'].map((locale) => [locale, chunksOf([`../../packages/domain/src/messages/${locale}.ts`])[0]]));
  return { base, files, boot, routes, catalogues };
}

/** A module of src/ compiled into an inline script (no React, no kit: it runs before the app's scripts). */
async function inlineScript(file, name, limit = 4096) {
  const output = await build({
    root: portal,
    logLevel: 'warn',
    configFile: false,
    resolve: { conditions: ['@gaia/source', 'browser', 'module', 'import', 'default'] },
    build: { write: false, minify: true, copyPublicDir: false, lib: { entry: path.join(portal, file), formats: ['iife'], name } },
  });
  const code = [output].flat()[0].output[0].code.trim();
  if (/\bReact\b|styled/.test(code) || code.length > limit) throw new Error(`prerender: ${file} pulls in more than an inline script should (${code.length} bytes)`);
  return code;
}
// The guard: only the English individual password screen is prerendered; for another language, tab
// or mode, or a returning visitor whose remembered account prefills the form, the page starts empty,
// as without prerendering. Kept, it takes typing at once and holds back what needs the scripts until
// the page is live (src/prerenderGuard.ts). That module is compiled here into the inline script, with
// the domain's locale order and storage keys, so the rules have one source.
const guardCode = await inlineScript('src/prerenderGuard.ts', 'gaiaPrerenderGuard');
const guard = `<script>(function(){${guardCode};gaiaPrerenderGuard.guardPrerenderedPage()})()</script>`;

// The page is painted from its HTML, so its scripts start after the first frame: the first paint
// never waits for them, and they never compete with it. Every module of the first load (entry,
// shell and the sign-in screen) is requested at once then, as the entry's preloads would have been.
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryTag = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entryTag) throw new Error('prerender: no entry script in index.html (prerendered already? build again first)');
/**
 * Requests the first load's modules, and then the entry; after the first frame when `afterPaint` (a
 * JS expression) holds. When `hold` (a JS expression) is a promise, the entry is added once it has
 * settled and a frame has been drawn: the modules load meanwhile, the app starts after. When
 * `startAfter` (a JS expression) is a promise, nothing is requested before it settles: a first
 * visit's frame waits for its pictures, which the modules would otherwise share the network with.
 */
const loaderScript = (modules, afterPaint, hold = 'false', more = '[]', startAfter = 'false') =>
  `<script>(function(){var started=false,ran=false;function run(){if(ran)return;ran=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryTag[1])};document.head.appendChild(s)}function start(){if(started)return;started=true;${JSON.stringify(modules)}.concat(${more}).forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});var h=${hold};if(!h||!h.then)return run();h.then(function(){requestAnimationFrame(function(){setTimeout(run,0)});setTimeout(run,100)})}var w=${startAfter};if(w&&w.then)return void w.then(start);if(!(${afterPaint}))return start();requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,250)})()</script>`;
const headModules = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const loader = loaderScript(headModules.concat(preloads), 'true');
const scriptless = index.replace(entryTag[0], '').replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
const page = scriptless
  .replace('</head>', `${styles}</head>`)
  .replace('<div id="root"></div>', `<div id="root" data-prerendered="en">${html}</div>${guard}${loader}`);
if (!page.includes('data-prerendered')) throw new Error('prerender: index.html has no empty #root to fill');
writeFileSync(path.join(dist, 'signIn.html'), page);
console.log(`prerendered /signIn → dist/signIn.html (${(page.length / 1024).toFixed(1)} kB)`);

// Every other address starts from index.html: a returning customer's first frame (the header and
// the greeting or the product list they last saw, ADR 0029 and 0030) is painted from it before the scripts arrive,
// which then start after that frame, as on the prerendered sign-in (the entry once the frame's
// pictures are shown); without a frame, at once.
// With the entry, the modules of the screen being opened are requested too (src/routeModules.ts), so
// they load beside each other instead of level by level.
const firstFrameCode = await inlineScript('src/firstFrame/paintFirstFrame.ts', 'gaiaFirstFrame');
// A page whose largest paint waits for a call's answer (the product list) sends that call first of
// all, as the page is parsed (src/earlyAnswer/askEarly.ts, ADR 0035).
const askEarlyCode = await inlineScript('src/earlyAnswer/askEarly.ts', 'gaiaAskEarly', 6144);
const askEarly = `<script>(function(){${askEarlyCode};gaiaAskEarly.askEarly(window)})()</script>`;
const routeModulesCode = await inlineScript('src/routeModules.ts', 'gaiaRouteModules');
const routeTable = JSON.stringify(routeModuleTable(manifest, shell));
const routePreloads = `<script>var gaiaRoutePreloads=(function(){try{${routeModulesCode};return gaiaRouteModules.routeModulesOfPage(${routeTable},window)}catch(e){return[]}})()</script>`;
/** index.html with a first frame's inline script (`frameScript` sets window.gaiaFirstFramePictures) and the loader after it. */
const framedPage = (frameScript, startAfter) => {
  const framed = scriptless.replace(
    '<div id="root"></div>',
    `<div id="root"></div>${askEarly}${routePreloads}<script data-first-frame>${frameScript}</script>${loaderScript(headModules, 'window.gaiaFirstFramePictures', 'window.gaiaFirstFramePictures', 'window.gaiaRoutePreloads||[]', startAfter)}`,
  );
  if (framed === scriptless) throw new Error('prerender: index.html has no empty #root to paint a first frame beside');
  return framed;
};
const withFirstFrame = framedPage(`var gaiaFirstFramePictures=(function(){${firstFrameCode};return gaiaFirstFrame.paintFirstFrame()&&gaiaFirstFrame.picturesShown()})()`);
writeFileSync(path.join(dist, 'index.html'), withFirstFrame);

// The product list's page (hosts serve /shop/products from shop/products.html, as /signIn from
// signIn.html): as index.html, and a first visit paints the build's frame of the list (ADR 0036)
// where no kept frame is painted; the list's first pictures are laid into it from the early answer.
const listFrameCode = await inlineScript('src/firstFrame/firstVisitFrame.ts', 'gaiaListFrame', 6144);
const templates = JSON.stringify(listFrames).replace(/</g, '\\u003c');
const listPage = framedPage(
  `var gaiaListFramePainted=(function(){${listFrameCode};return gaiaListFrame.paintListFrame(window,${templates})})(),gaiaFirstFramePictures=gaiaListFramePainted.pictures`,
  'gaiaListFramePainted.firstVisit&&gaiaListFramePainted.pictures',
);
mkdirSync(path.join(dist, 'shop'), { recursive: true });
writeFileSync(path.join(dist, 'shop/products.html'), listPage);
console.log(`drew the product list's first frames → dist/shop/products.html (${(listPage.length / 1024).toFixed(1)} kB)`);
