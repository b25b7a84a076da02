// Before/after pictures of stories: the same story, setting and viewport in two built Storybooks
// (an earlier commit's and the current tree's), side by side in one PNG, the earlier one on the left.
// docs/polish/ holds the kit's design pass made this way (its README names the commits).
//
//   node scripts/before-after.mjs --before=<storybook-static of the earlier commit> [--after=storybook-static] [--out=docs/polish]
//
// A story is opened alone (iframe.html) with the Storybook toolbar's theme and locale as globals,
// and pictured once its calls have settled.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { serveStatic } from './staticServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const before = arg('before');
if (!before) {
  console.error('before-after: name the earlier build with --before=<its storybook-static folder>');
  process.exit(1);
}
const after = path.resolve(root, arg('after') ?? 'storybook-static');
const out = path.resolve(root, arg('out') ?? 'docs/polish');

/** The pictures of docs/polish: file name, story id, theme, locale, viewport width. */
const shots = [
  ['balancecard-meters', 'kit-balancecard--default', 'light', 'en', 768],
  ['dark-canvas', 'kit-balancecard--default', 'dark', 'en', 1280],
  ['ordercard-goods', 'kit-ordercard-features--purchased-goods-summary', 'light', 'en', 768],
  ['table-arabic-dates', 'primitives-table-features--column-types-formatted', 'dark', 'ar', 1280],
  ['subscriberinfocard-arabic', 'kit-subscriberinfocard--default', 'dark', 'ar', 768],
];

/** The gap between the two pictures, in pixels (white). */
const GAP = 16;

/** Both pictures in one, the first on the left. */
function sideBySide(left, right) {
  const width = left.width + GAP + right.width;
  const joined = new PNG({ width, height: Math.max(left.height, right.height) });
  joined.data.fill(255);
  for (const [picture, x0] of [[left, 0], [right, left.width + GAP]]) {
    for (let y = 0; y < picture.height; y += 1) {
      picture.data.copy(joined.data, (y * width + x0) * 4, y * picture.width * 4, (y + 1) * picture.width * 4);
    }
  }
  return joined;
}

const servers = [await serveStatic(path.resolve(before)), await serveStatic(after)];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  mkdirSync(out, { recursive: true });
  for (const [name, id, theme, locale, width] of shots) {
    const pictures = [];
    for (const { base } of servers) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`, { waitUntil: 'networkidle' });
      // The story's own data is in once the network is idle; its fonts once they report loaded.
      await page.waitForFunction(() => document.fonts.status === 'loaded');
      pictures.push(PNG.sync.read(await page.screenshot()));
      await page.close();
    }
    writeFileSync(path.join(out, `${name}.png`), PNG.sync.write(sideBySide(pictures[0], pictures[1])));
    console.log(`  ${name}.png  ${id} (${theme}, ${locale}, ${width} px)`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
