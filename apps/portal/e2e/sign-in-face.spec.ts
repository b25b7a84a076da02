import type { Page, Request } from '@playwright/test';
import { takePhotoIn } from './support/camera';
import { corporate, demo, expect, test } from './support/fixtures';

const noFaceIndividual = '0782345678';
const unregisteredMobile = '0779999999';

type Outcome = 'match' | 'noMatch' | 'notCaptured';

/**
 * The fake camera always films the same pattern, so each test tells the sandbox what comparing the
 * uploaded face answers (setting faceComparison: a match, no match → reason 9001, no face → reason
 * 9000). Every call — upload, comparison, login — goes to the sandbox; the uploads are recorded.
 */
async function comparisonAnswers(page: Page, sandboxUrl: string, outcome: Outcome) {
  await page.request.post(`${sandboxUrl}/__sandbox/settings`, { data: { faceComparison: outcome } });
  return requestsTo(page, '/ecare/common/file/upload');
}

/** The path the sandbox gives a matching face.jpg upload. */
const uploadedFace = /^uploads\/F-\d+\/face\.jpg$/;

/** Every request whose path ends with `suffix`, as it is sent. */
function requestsTo(page: Page, suffix: string) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) seen.push(request);
  });
  return seen;
}

function bodyOf(request: Request | undefined): Record<string, unknown> {
  return JSON.parse(request?.postData() ?? '{}') as Record<string, unknown>;
}

const faceButton = (page: Page) => page.getByRole('button', { name: 'Sign in with face' });
const camera = (page: Page) => page.getByRole('dialog', { name: 'Face verification' });

/**
 * Opens face mode. Face login shows once the backend's configuration has enabled it (until then the
 * page shows password mode, whose account field has the same name), so wait for the face button.
 */
async function openFaceMode(page: Page, url: string) {
  await page.goto(url);
  await expect(faceButton(page)).toBeVisible();
}

/** Opens the camera with the face button, waits for the live preview and takes the photo. */
async function takePhoto(page: Page) {
  const dialog = camera(page);
  await expect(dialog).toBeVisible();
  await takePhotoIn(dialog);
}

test.describe('F1.5 / F1.10 face login', () => {
  test('F1.5 face login: an individual with a matching face lands on /myProfile', async ({ page, sandbox }) => {
    void sandbox;
    const uploads = await comparisonAnswers(page, sandbox.url, 'match');
    const checks = requestsTo(page, '/uc/login/check/user-existing');
    const compares = requestsTo(page, '/uc/sec/comparison/face');
    const logins = requestsTo(page, '/uc/login/face-login');
    await openFaceMode(page, '/signIn?t=i&m=face');

    const button = faceButton(page);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    await account.pressSequentially('077 123 4567');
    await expect(account).toHaveValue(demo.account);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();

    await takePhoto(page);
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.name}` })).toBeVisible();

    expect(bodyOf(checks[0])).toMatchObject({ loginAcct: demo.account, partyType: 'INDIVIDUAL' });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(bodyOf(compares[0])).toEqual({
      charcFilePath: expect.stringMatching(uploadedFace),
      boxCoordinateList: [
        { x: 305, y: 0 },
        { x: 980, y: 720 },
      ],
    });
    const login = bodyOf(logins[0]);
    expect(login).toMatchObject({ loginAcct: demo.account });
    expect(typeof login.faceReferenceId).toBe('string');
    // The memory keeps the account, and a "200" match clears faceNotCapture.
    const memory = await page.evaluate(() => window.localStorage.getItem('WEBSC_faceLogin_INDIVIDUAL'));
    expect(JSON.parse(memory ?? '{}')).toEqual({ account: demo.account, faceNotCapture: false });
  });

  test('F1.5 face login: no face captured (9000) shows the not-captured modal, and the next press shows it from memory at once', async ({ page, sandbox }) => {
    void sandbox;
    await comparisonAnswers(page, sandbox.url, 'notCaptured');
    const checks = requestsTo(page, '/uc/login/check/user-existing');
    await openFaceMode(page, '/signIn?t=i&m=face');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await faceButton(page).click();
    await takePhoto(page);

    const modal = page.getByRole('dialog', { name: 'Face not captured' });
    await expect(modal).toBeVisible();
    // F1.10: the face result modal is 424 wide (never wider than the viewport).
    await expect(modal).toHaveAttribute('style', /--gaia-modal-width:\s*424px/);
    await expect(modal).toContainText('We could not see your face clearly.');
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible();
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(faceButton(page)).toBeFocused();
    expect(checks).toHaveLength(1);

    // The flag is remembered: the next press shows the modal without checking the user or opening the camera.
    await faceButton(page).click();
    await expect(modal).toBeVisible();
    await expect(camera(page)).toBeHidden();
    expect(checks).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // It survives a reload: the remembered account is filled in and the press shows the modal at once.
    await page.reload();
    await expect(faceButton(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue(demo.account);
    await faceButton(page).click();
    await expect(modal).toBeVisible();
    expect(checks).toHaveLength(1);

    // "Try again" goes straight to the check and the camera.
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect(camera(page)).toBeVisible();
    expect(checks).toHaveLength(2);
  });

  test('F1.5 face login: failures show oops with a toast, the third shows the max-limit modal with Cancel and OK, and changing the account resets the count', async ({ page, sandbox }) => {
    void sandbox;
    await comparisonAnswers(page, sandbox.url, 'noMatch');
    await openFaceMode(page, '/signIn?t=i&m=face');
    const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    await account.fill(demo.account);
    const oops = page.getByRole('dialog', { name: 'Oops!' });

    await faceButton(page).click();
    await takePhoto(page);
    await expect(oops).toBeVisible();
    await expect(oops).toContainText('We could not recognise your face.');
    await expect(page.getByText('Face recognition failed.')).toBeVisible();
    await expect(oops.getByRole('button', { name: 'OK' })).toBeVisible();

    // The second failure, by "Try again".
    await oops.getByRole('button', { name: 'Try again' }).click();
    await takePhoto(page);
    await expect(oops).toBeVisible();
    await oops.getByRole('button', { name: 'OK' }).click();
    await expect(faceButton(page)).toBeFocused();

    // The third reaches the tips threshold (default 3).
    await faceButton(page).click();
    await takePhoto(page);
    const maxLimit = page.getByRole('dialog', { name: 'Too many attempts' });
    await expect(maxLimit).toBeVisible();
    await expect(maxLimit.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(maxLimit.getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(maxLimit.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await maxLimit.getByRole('button', { name: 'Cancel' }).click();
    await expect(maxLimit).toBeHidden();
    await expect(faceButton(page)).toBeFocused();

    // Another failure on the same account stays at the limit …
    await faceButton(page).click();
    await takePhoto(page);
    await expect(maxLimit).toBeVisible();
    await maxLimit.getByRole('button', { name: 'Cancel' }).click();

    // … while changing the account resets the counter: the next failure is an oops again.
    await account.fill(noFaceIndividual);
    await account.fill(demo.account);
    await faceButton(page).click();
    await takePhoto(page);
    await expect(oops).toBeVisible();
  });

  test('F1.5 face login: OK on the max-limit modal opens password sign-in, as its text asks', async ({ page, sandbox }) => {
    void sandbox;
    await comparisonAnswers(page, sandbox.url, 'noMatch');
    await openFaceMode(page, '/signIn?t=i&m=face');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await faceButton(page).click();
      await takePhoto(page);
      await oops.getByRole('button', { name: 'OK' }).click();
    }
    await faceButton(page).click();
    await takePhoto(page);
    const maxLimit = page.getByRole('dialog', { name: 'Too many attempts' });
    await expect(maxLimit).toContainText('Face recognition failed several times.');
    await maxLimit.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/signIn\?t=i$/);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  });

  test('F1.5 face login: an unknown account shows the account-not-exist error; an account without a face shows oops', async ({ page, sandbox }) => {
    void sandbox;
    await openFaceMode(page, '/signIn?t=i&m=face');
    const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    await account.fill(unregisteredMobile);
    await faceButton(page).click();
    await expect(page.getByText('No account was found with these details.')).toBeVisible();
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(account).toBeFocused();
    await expect(camera(page)).toBeHidden();

    // Typing clears the error.
    await account.fill(noFaceIndividual);
    await expect(page.getByText('No account was found with these details.')).toBeHidden();
    await faceButton(page).click();
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(oops).toBeVisible();
    await expect(camera(page)).toBeHidden();
    await oops.getByRole('button', { name: 'OK' }).click();
    await expect(faceButton(page)).toBeFocused();
  });

  test('F1.5 face login: a refused upload shows the server message in the camera dialog; Escape closes it and focus returns to the face button', async ({ page, sandbox }) => {
    void sandbox;
    const compares = requestsTo(page, '/uc/sec/comparison/face');
    await page.route('**/ecare/common/file/upload', (route) =>
      route.fulfill({ json: { code: '500', resultCode: '500', resultMsg: 'The picture could not be stored.' } }),
    );
    await openFaceMode(page, '/signIn?t=i&m=face');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await faceButton(page).click();
    await takePhoto(page);
    await expect(camera(page).getByRole('alert').filter({ hasText: 'The picture could not be stored.' })).toBeVisible();
    await expect(camera(page).getByRole('button', { name: 'Take photo' })).toBeVisible();
    expect(compares).toHaveLength(0);

    await page.keyboard.press('Escape');
    await expect(camera(page)).toBeHidden();
    await expect(faceButton(page)).toBeFocused();
    await expect(page).toHaveURL(/\/signIn/);
  });

  test('F1.5 face login: a corporate representative signs in with account and representative ID', async ({ page, sandbox }) => {
    void sandbox;
    await comparisonAnswers(page, sandbox.url, 'match');
    const checks = requestsTo(page, '/uc/login/check/user-existing');
    const compares = requestsTo(page, '/uc/sec/comparison/face/corporate');
    const logins = requestsTo(page, '/uc/login/face-login');
    await openFaceMode(page, '/signIn?t=c&m=face&gaiaId=acme001');

    const account = page.getByRole('textbox', { name: 'Company account' });
    await expect(account).toHaveValue(corporate.account);
    await expect(page.getByRole('textbox', { name: 'Company password' })).toHaveCount(0);
    const button = faceButton(page);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const representative = page.getByRole('textbox', { name: 'Representative ID number' });
    await representative.pressSequentially('rp 123 45');
    await expect(representative).toHaveValue(corporate.representativeIdNbr);
    await button.click();

    await takePhoto(page);
    await expect(page).toHaveURL(/\/myProfile$/);
    expect(bodyOf(checks[0])).toMatchObject({
      loginAcct: corporate.account,
      partyType: 'CORPORATE',
      extParam: { representativeIdNbr: corporate.representativeIdNbr },
    });
    expect(bodyOf(compares[0])).toMatchObject({ charcFilePath: expect.stringMatching(uploadedFace) });
    expect(bodyOf(logins[0])).toMatchObject({
      loginAcct: corporate.account,
      extParam: { representativeIdNbr: corporate.representativeIdNbr },
    });
    const memory = await page.evaluate(() => window.localStorage.getItem('WEBSC_faceLogin_CORPORATE'));
    expect(JSON.parse(memory ?? '{}')).toEqual({ account: corporate.account, representativeIdNbr: corporate.representativeIdNbr, faceNotCapture: false });
  });

  test('F1.5 face login: corporate failures keep the oops modal with its own text, never the max-limit one', async ({ page, sandbox }) => {
    void sandbox;
    await comparisonAnswers(page, sandbox.url, 'noMatch');
    await openFaceMode(page, `/signIn?t=c&m=face&gaiaId=${corporate.account}`);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await faceButton(page).click();
      await takePhoto(page);
      await expect(oops).toBeVisible();
      await expect(oops).toContainText("We could not recognise the representative's face.");
      await oops.getByRole('button', { name: 'OK' }).click();
      await expect(faceButton(page)).toBeFocused();
    }
    await expect(page.getByRole('dialog', { name: 'Too many attempts' })).toHaveCount(0);
  });
});
