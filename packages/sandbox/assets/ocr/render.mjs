/**
 * Renders the sandbox's sample ID documents (national ID card and passport) with headless Chromium.
 * The OCR route (src/routes/regIdentity.ts) recognises them by their SHA-256, so re-rendering them
 * means updating the hashes in src/store/ocrSamples.ts (its test says which).
 *
 *   cd apps/portal && node ../../packages/sandbox/assets/ocr/render.mjs
 */
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

const style = `
  * { box-sizing: border-box; margin: 0; }
  body { width: 640px; height: 400px; font-family: 'DejaVu Sans', Arial, sans-serif; }
  .card { width: 640px; height: 400px; padding: 20px 26px; border-radius: 18px; color: #10233a; }
  h1 { font-size: 20px; letter-spacing: 1px; }
  h2 { font-size: 13px; font-weight: normal; margin-block-end: 14px; }
  .body { display: flex; gap: 22px; }
  .photo { width: 150px; height: 190px; border-radius: 8px; background: #8aa0b8; position: relative; overflow: hidden; }
  .photo::before { content: ''; position: absolute; width: 74px; height: 74px; border-radius: 50%; background: #d9b48f; left: 38px; top: 30px; }
  .photo::after { content: ''; position: absolute; width: 130px; height: 90px; border-radius: 60px 60px 0 0; background: #3d4f66; left: 10px; top: 120px; }
  dl { display: grid; grid-template-columns: 150px 1fr; row-gap: 7px; font-size: 15px; }
  dt { font-size: 12px; text-transform: uppercase; color: #3b4d63; align-self: end; }
  dd { font-weight: bold; font-family: 'DejaVu Sans Mono', monospace; }
  .mrz { margin-block-start: 16px; font-family: 'DejaVu Sans Mono', monospace; font-size: 15px; letter-spacing: 1px; }
`;

const documents = [
  {
    file: 'national-id.jpg',
    background: '#e8f1e4',
    title: 'REPUBLIC OF ZIMBABWE',
    subtitle: 'NATIONAL REGISTRATION — IDENTITY CARD',
    fields: [
      ['ID Number', '63-2231457-F-42'],
      ['Surname', 'MOYO'],
      ['First name', 'TENDAI'],
      ['Date of birth', '14/03/1990'],
      ['Sex', 'F'],
      ['Date of expiry', '14/03/2035'],
    ],
    mrz: 'IDZWE632231457F42<<<<<<<<<<<<<',
  },
  {
    file: 'passport.jpg',
    background: '#e3e9f5',
    title: 'REPUBLIC OF SOUTH AFRICA',
    subtitle: 'PASSPORT — TYPE P — CODE ZAF',
    fields: [
      ['Passport No.', 'A09876543'],
      ['Surname', 'NDLOVU'],
      ['Given names', 'SIPHO'],
      ['Date of birth', '22/07/1985'],
      ['Sex', 'M'],
      ['Date of expiry', '21/07/2031'],
    ],
    mrz: 'P<ZAFNDLOVU<<SIPHO<<<<<<<<<<<<',
  },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
for (const doc of documents) {
  const rows = doc.fields.map(([name, value]) => `<dt>${name}</dt><dd>${value}</dd>`).join('');
  await page.setContent(`<style>${style}</style>
    <div class="card" style="background:${doc.background}">
      <h1>${doc.title}</h1><h2>${doc.subtitle}</h2>
      <div class="body"><div class="photo"></div><dl>${rows}</dl></div>
      <p class="mrz">${doc.mrz}</p>
    </div>`);
  await page.screenshot({ path: join(here, doc.file), type: 'jpeg', quality: 70 });
}
await browser.close();
