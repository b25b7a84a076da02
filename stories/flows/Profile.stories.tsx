import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { tariro, postJson, signInAs, resetPortal } from './sandboxSession';

/** Seeded customers of the sandbox (packages/sandbox/src/store/seed.ts, store/profiles.ts). */
const customers = {
  /** Full profile, a face, one delivery address. */
  tariro,
  /** Partial: no address, no ID copy. */
  farai: { account: '0782345678', password: 'Farai#2026' },
  /** Under 16. */
  tendai: { account: '0774567890', password: 'Tendai#2026' },
} as const;

/**
 * Completes Farai's profile (address and ID copy) without a face, as /complete would: a complete
 * individual with no face enrolled, whom the completion prompt leaves alone.
 */
async function completeFaraisProfile(token: string): Promise<void> {
  await postJson(
    '/uc/profile/update/individual',
    {
      forceCheck: true,
      engageLevels: ['REGISTER'],
      profile: {
        partyId: 'P-1002',
        defaultAddr: { detailAddr1: '7 MAIN ROAD', detailAddr2: 'BORROWDALE', actionType: 'A' },
        attachments: [{ attachmentType: 1, fileName: 'id.jpg', filePath: 'uploads/F-1/id.jpg', actionType: 'A' }],
      },
    },
    { token },
  );
}

interface SignedInPortalProps {
  /** Where the portal opens once signed in. */
  url: string;
  /** Who signs in. */
  customer: keyof typeof customers;
  /** Completes the signed-in profile before the portal opens (Farai without the prompt). @default false */
  completed?: boolean;
}

/** The portal in memory, signed in as a seeded customer (the signed-in area renders the completion prompt, F2.12). */
function SignedInPortal({ url, customer, completed = false }: SignedInPortalProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signInAs(customers[customer])
      .then(({ token }) => (completed ? completeFaraisProfile(token) : undefined))
      .then(() => setReady(true));
  }, [customer, completed]);
  return ready ? <InMemoryPortal url={url} /> : <p role="status">…</p>;
}

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  promptTitle: /^(Complete your profile|أكمل ملفك الشخصي)$/,
  fulfil: /^(Fulfil now|أكمل الآن)$/,
  completeTitle: /^(Complete your profile|أكمل ملفك الشخصي)$/,
  street: /^(Street address|عنوان الشارع)/,
  suburb: /^(Suburb or village|الحي أو القرية)/,
  save: /^(Save and continue|حفظ ومتابعة)$/,
  suburbRequired: /^(Enter the suburb or village|أدخل الحي أو القرية)$/,
  idCopyRequired: /^(Upload a copy of your ID|ارفع نسخة من هويتك)$/,
  underAgeTitle: /^(Not available yet|غير متاح بعد)$/,
  underAge: /^(You are not yet 16 years old, so you cannot use the services yet\.|لم تبلغ 16 عامًا بعد، لذا لا يمكنك استخدام الخدمات حاليًا\.)$/,
  myDetails: /^(My details|بياناتي)$/,
  editContacts: /^(Edit contacts|تعديل بيانات الاتصال)$/,
  email: /^(E-mail|البريد الإلكتروني)/,
  pin: /^(PIN|الرمز الشخصي)/,
  save2: /^(Save|حفظ)$/,
  pinWrong: /^(This PIN is not correct|هذا الرمز الشخصي غير صحيح)$/,
  contactsSaved: /^(Your contacts are saved\.|تم حفظ بيانات الاتصال\.)$/,
  addAddress: /^(Add address|إضافة عنوان)$/,
  editAddress: /^(Edit address for Tariro Moyo|تعديل عنوان Tariro Moyo)$/,
  faceInfo: /^(Face information|معلومات الوجه)$/,
  faceImage: /^(Your enrolled face photo|صورة وجهك المسجّلة)$/,
  faceNone: /^(No face information|لا توجد معلومات وجه)$/,
  addFace: /^(Add face|إضافة الوجه)$/,
  cancel: /^(Cancel|إلغاء)$/,
  /** The camera's two settled states: live (Take photo) or not available (Try again). */
  cameraSettled: /^(Take photo|التقاط الصورة|Try again|حاول مرة أخرى)$/,
};

/** A small JPEG-looking file (the upload control checks the first bytes). */
function idCopyFile(): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])], 'id-copy.jpg', { type: 'image/jpeg' });
}

/**
 * F2.12, F2.13, F3.11 and My details against the MSW-mocked sandbox: each story signs a seeded
 * customer in and starts clean.
 */
const meta = {
  title: 'Flows/Profile',
  component: SignedInPortal,
  args: { url: '/myProfile', customer: 'farai' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof SignedInPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F2.12
/** An incomplete profile: the prompt cannot be dismissed (Escape); Fulfil now leads to /complete, where a save completes it. */
export const CompletionPromptToComplete: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const prompt = await page.findByRole('alertdialog', { name: text.promptTitle }, { timeout: 10_000 });
    // The modal fades in; then Escape leaves it in place.
    await waitFor(() => expect(prompt).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(prompt).toBeVisible();
    await userEvent.click(within(prompt).getByRole('button', { name: text.fulfil }));
    const heading = await page.findByRole('heading', { level: 1, name: text.completeTitle }, { timeout: 10_000 });
    // Focus moves to the heading once the profile has loaded and the form is there.
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 10_000 });
    // A save with gaps names each one; what was typed stays.
    await userEvent.type(page.getByRole('textbox', { name: text.street }), '7 main road');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(text.suburbRequired)).toBeVisible();
    await expect(page.getByText(text.idCopyRequired)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.street })).toHaveValue('7 MAIN ROAD');
    await userEvent.type(page.getByRole('textbox', { name: text.suburb }), 'borrowdale');
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, idCopyFile());
    await expect(await page.findByText('id-copy.jpg')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.save }));
    // Home, and the prompt does not come back: the check now says complete.
    await waitFor(() => expect(page.queryByRole('heading', { level: 1, name: text.completeTitle })).toBeNull(), { timeout: 10_000 });
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

// F2.13
/** A customer under 16 is sent to the block page, which says so. */
export const UnderSixteen: Story = {
  args: { customer: 'tendai' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: text.underAgeTitle }, { timeout: 10_000 })).toHaveFocus();
    await expect(page.getByText(text.underAge)).toBeVisible();
  },
};

// My details (issue 13 item 4)
/** My details shows the profile; changing the e-mail asks for the PIN: a wrong one is refused, the right one saves. */
export const MyDetailsContactsWithPin: Story = {
  args: { customer: 'tariro', url: '/myDetails' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { level: 1, name: text.myDetails }, { timeout: 10_000 })).toBeVisible();
    await expect(await page.findByText('TARIRO MOYO')).toBeVisible();
    await expect(page.getByText('63-123456A78')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.editContacts }));
    const email = page.getByRole('textbox', { name: text.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'tariro@example.org');
    const pin = page.getByLabelText(text.pin);
    await userEvent.type(pin, '1111');
    await userEvent.click(page.getByRole('button', { name: text.save2 }));
    await expect(await page.findByText(text.pinWrong)).toBeVisible();
    await expect(email).toHaveValue('tariro@example.org');
    await userEvent.type(page.getByLabelText(text.pin), '2468');
    await userEvent.click(page.getByRole('button', { name: text.save2 }));
    await expect(await page.findByText(text.contactsSaved)).toBeVisible();
    await expect(await page.findByText('tariro@example.org')).toBeVisible();
  },
};

/** Delivery addresses: edit the seeded one through the kit AddressForm and see it in the list. */
export const MyDetailsEditAddress: Story = {
  args: { customer: 'tariro', url: '/myDetails' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: text.editAddress }, { timeout: 10_000 }));
    const form = await page.findByRole('form');
    const detail = within(form).getAllByRole('textbox').find((box) => (box as HTMLInputElement).value.includes('Samora'))!;
    await userEvent.clear(detail);
    await userEvent.type(detail, '99 Borrowdale Road');
    await userEvent.click(within(form).getByRole('button', { name: /^(Save|حفظ)/ }));
    // The seeded address carries an area (the address book's "area|detail"): the list shows both.
    await expect(await page.findByText(/(^|, )99 Borrowdale Road$/)).toBeVisible();
    await expect(page.getByRole('button', { name: text.addAddress })).toBeVisible();
  },
};

/** My details' Face information button: its modal. */
async function openFaceInformation(canvasElement: HTMLElement): Promise<HTMLElement> {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: text.faceInfo }, { timeout: 10_000 }));
  return page.findByRole('dialog', { name: text.faceInfo });
}

// F3.11
/** The face information modal shows the enrolled face's picture. */
export const FaceInformationEnrolled: Story = {
  args: { customer: 'tariro', url: '/myDetails' },
  play: async ({ canvasElement }) => {
    const dialog = await openFaceInformation(canvasElement);
    const image = await within(dialog).findByRole('img', { name: text.faceImage }, { timeout: 10_000 });
    await waitFor(() => expect(image).toBeVisible());
  },
};

// F3.11
/** Without a face: the error state with Cancel and Add face; Add face opens the camera, Cancel goes back. */
export const FaceInformationNone: Story = {
  args: { customer: 'farai', url: '/myDetails', completed: true },
  // The camera opened at the end shows the browser's live test frame, which moves.
  parameters: { screenshot: { mask: ['video'] } },
  play: async ({ canvasElement }) => {
    const dialog = await openFaceInformation(canvasElement);
    const none = await within(dialog).findByRole('heading', { name: text.faceNone }, { timeout: 10_000 });
    // The modal fades in.
    await waitFor(() => expect(none).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: text.cancel })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.addFace }));
    await expect(within(dialog).queryByRole('heading', { name: text.faceNone })).toBeNull();
    // Add face starts the camera in the same dialog: live where the browser has one, else its error.
    await expect(await within(dialog).findByRole('button', { name: text.cameraSettled }, { timeout: 10_000 })).toBeVisible();
  },
};
