import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  calendarDayOf,
  defaultRegistrationConfig,
  formatBirthday,
  type IdentityData,
  type RegistrationConfig,
  type StepOneData,
  type SupplementaryData,
} from '@gaia/domain';
import nationalIdUrl from '../../packages/sandbox/assets/ocr/national-id.jpg?url';
import passportUrl from '../../packages/sandbox/assets/ocr/passport.jpg?url';
import {
  stubCamera,
  type CameraOutcome,
  type CameraStub,
} from '../../packages/ui/src/FaceCapture/cameraStub';
import { IdentityStep } from '../../apps/portal/src/features/signUp/identity/IdentityStep';
import { SupplementaryStep } from '../../apps/portal/src/features/signUp/identity/SupplementaryStep';
import { escapeRegExp, storyTexts } from './storyTexts';
import { successAnswer } from './successAnswer';

/** Step one as a national with the sample ID card's number (packages/sandbox/assets/ocr). */
const national: StepOneData = {
  form: 'standard',
  account: '0779000001',
  accountType: 'MOBILE',
  mobile: '0779000001',
  nationality: 'ZWE',
  idType: '1',
  idNbr: '632231457F42',
  agreePrivacyPolicy: true,
};
/** Step one as a South African with the sample passport's number. */
const foreigner: StepOneData = { ...national, nationality: 'ZAF', idType: '2', idNbr: 'A09876543' };

interface IdentityFlowProps {
  step: 'identity' | 'supplementary';
  stepOne?: StepOneData;
  initial?: Partial<IdentityData>;
  supplementary?: Partial<SupplementaryData>;
  locked?: string[];
  config?: Partial<RegistrationConfig>;
  onNext?: (data: IdentityData | SupplementaryData) => void;
  onBack?: () => void;
  onDraft?: (draft: Partial<IdentityData> | Partial<SupplementaryData>) => void;
}

/**
 * The identity or the supplementary step, rendered as the sign-up page renders it, against the
 * sandbox through MSW. Next shows what the step handed on.
 */
function IdentityFlow({
  step,
  stepOne = national,
  initial,
  supplementary,
  locked = [],
  config,
  onNext = () => undefined,
  onBack = () => undefined,
  onDraft,
}: IdentityFlowProps) {
  const [done, setDone] = useState<IdentityData | SupplementaryData>();
  const next = (data: IdentityData | SupplementaryData) => {
    onNext(data);
    setDone(data);
  };
  const lockedSet = new Set(locked);
  return (
    <main>
      {done ? (
        // What the step handed on, as data: broken anywhere, so a long value never widens the page.
        <output data-testid="handed-on" style={{ overflowWrap: 'anywhere' }}>
          {JSON.stringify(done)}
        </output>
      ) : step === 'identity' ? (
        <IdentityStep
          stepOne={stepOne}
          config={{ ...defaultRegistrationConfig, ...config }}
          locked={lockedSet}
          onNext={next}
          onBack={onBack}
          {...(initial ? { initial } : {})}
          {...(onDraft ? { onDraft } : {})}
        />
      ) : (
        <SupplementaryStep
          locked={lockedSet}
          onNext={next}
          onBack={onBack}
          {...(supplementary ? { initial: supplementary } : {})}
          {...(onDraft ? { onDraft } : {})}
        />
      )}
    </main>
  );
}

/** The catalogue's messages in the story's language (set by the loader). */
const texts = storyTexts();
const { text } = texts;
const exactly = (key: string, values?: Record<string, string | number>) =>
  new RegExp(`^${escapeRegExp(text(key, values))}\\s*\\*?$`);

type Canvas = ReturnType<typeof within>;

/** A sample picture of the sandbox's OCR, as a file a person would choose. */
async function sampleFile(url: string, name: string): Promise<File> {
  return new File([await (await fetch(url)).blob()], name, { type: 'image/jpeg' });
}

/** A JPEG that is not one of the samples: OCR cannot read it. */
const otherPicture = () =>
  new File(
    [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    'blurry.jpg',
    { type: 'image/jpeg' },
  );

const ocrFileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('[data-testid="ocr-file"]')!;

/** Upload a photo of the ID: the document choice, Continue, then the file. */
async function uploadId(
  canvasElement: HTMLElement,
  file: File,
  document:
    | 'gaia_signup_ocr_doc_national'
    | 'gaia_signup_ocr_doc_passport' = 'gaia_signup_ocr_doc_national',
) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: exactly('gaia_signup_ocr_upload') }),
  );
  const dialog = within(
    await within(document_()).findByRole('dialog', { name: text('gaia_signup_ocr_choose_title') }),
  );
  await userEvent.click(dialog.getByRole('radio', { name: text(document) }));
  await userEvent.click(dialog.getByRole('button', { name: exactly('gaia_signup_ocr_continue') }));
  await userEvent.upload(ocrFileInput(canvasElement), file);
}

/** The page's body: dialogs are portalled outside the story's canvas. */
const document_ = () => globalThis.document.body;

/** Scan ID, then Continue on the document choice: the camera dialog, as a query scope. */
async function openScanDialog(canvas: Canvas) {
  await userEvent.click(
    await canvas.findByRole('button', { name: exactly('gaia_signup_ocr_scan') }),
  );
  await userEvent.click(
    await within(document_()).findByRole('button', { name: exactly('gaia_signup_ocr_continue') }),
  );
  return within(
    await within(document_()).findByRole('dialog', { name: text('gaia_signup_ocr_scan_title') }),
  );
}

/** A message shown as an alert (the panel's alert region is there from the start, empty). */
async function expectAlert(canvas: Canvas, key: string, values?: Record<string, string | number>) {
  const message = await canvas.findByText(text(key, values), {}, { timeout: 10_000 });
  await expect(message).toBeVisible();
  await expect(message.closest('[role="alert"]')).not.toBeNull();
}

async function expectRead(canvas: Canvas) {
  await expect(
    await canvas.findByText(text('gaia_signup_ocr_done'), {}, { timeout: 10_000 }),
  ).toBeVisible();
}

const textbox = (canvas: Canvas, key: string) =>
  canvas.getByRole('textbox', { name: exactly(key) });
const part = (canvas: Canvas, name: RegExp) => canvas.getAllByRole('combobox', { name })[0]!;
const DAY = /^(day|اليوم)$/i;
const MONTH = /^(month|الشهر)$/i;
const YEAR = /^(year|السنة)$/i;

/** The stand-in camera of the running story (the test browser has none). */
let camera: CameraStub | undefined;
function withCamera(outcomes: CameraOutcome[]) {
  return () => {
    camera = stubCamera(outcomes);
    return () => {
      camera?.restore();
      camera = undefined;
    };
  };
}

const meta = {
  title: 'Flows/Sign-up identity',
  component: IdentityFlow,
  args: { step: 'identity', onNext: fn(), onBack: fn(), onDraft: fn() },
  parameters: { layout: 'padded' },
  loaders: [texts.loader],
} satisfies Meta<typeof IdentityFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

// F2.4, F2.5
/**
 * OCR from an uploaded photo of the sandbox's sample ID card: the heading has focus, the document
 * choice comes first, the reading prefills gender, upper-cased names and birthday (still editable),
 * the photo becomes the ID copy, and Next hands on the identity.
 */
export const OcrPrefillFromPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: text('gaia_signup_identity_heading'), level: 2 }),
    ).toHaveFocus();
    await uploadId(canvasElement, await sampleFile(nationalIdUrl, 'national-id.jpg'));
    await expectRead(canvas);
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).toHaveValue('TENDAI');
    await expect(textbox(canvas, 'gaia_signup_identity_last_name')).toHaveValue('MOYO');
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).not.toHaveAttribute(
      'readonly',
    );
    await expect(
      canvas.getByRole('radio', { name: text('gaia_kitnumbers_gender_female') }),
    ).toBeChecked();
    await expect(part(canvas, DAY)).toHaveTextContent(/^14$/);
    await expect(part(canvas, YEAR)).toHaveTextContent(/^1990$/);
    await expect(canvas.getByText('national-id.jpg')).toBeVisible();
    // Still editable, upper-cased as typed.
    await userEvent.clear(textbox(canvas, 'gaia_signup_identity_first_name'));
    await userEvent.type(textbox(canvas, 'gaia_signup_identity_first_name'), 'tendai r');
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).toHaveValue('TENDAI R');
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    await waitFor(() => expect(args.onNext).toHaveBeenCalledTimes(1));
    await expect(args.onNext).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'TENDAI R',
        lastName: 'MOYO',
        gender: 'female',
        birthday: '19900314',
        idNbr: '632231457F42',
        copyOfIDUpload: expect.objectContaining({ fileName: 'national-id.jpg' }),
      }),
    );
    await expect(args.onNext).toHaveBeenCalledWith(
      expect.not.objectContaining({ idExpDate: expect.anything() }),
    );
  },
};

// F2.5
/** Any other picture is not readable: the message says how to go on, and the fields stay empty and editable. */
export const OcrUnreadable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadId(canvasElement, otherPicture());
    await expectAlert(canvas, 'gaia_signup_ocr_not_readable');
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).toHaveValue('');
    await userEvent.type(textbox(canvas, 'gaia_signup_identity_first_name'), 'rudo');
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).toHaveValue('RUDO');
  },
};

// F2.5
/** While OCR reads, the panel says so and is busy; the answer then fills the form. */
export const OcrReading: Story = {
  beforeEach: ({ msw }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    (globalThis as { releaseOcr?: () => void }).releaseOcr = release;
    msw.use(
      http.post('*/uc/reg/ocr/scan', async () => {
        await held;
        return successAnswer({
          firstName: 'TENDAI',
          lastName: 'MOYO',
          gender: 'female',
          birthday: '19900314',
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadId(canvasElement, await sampleFile(nationalIdUrl, 'national-id.jpg'));
    await expect(
      await canvas.findByText(text('gaia_signup_ocr_reading'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: text('gaia_signup_ocr_heading') }),
    ).toHaveAttribute('aria-busy', 'true');
    (globalThis as { releaseOcr?: () => void }).releaseOcr?.();
    await expectRead(canvas);
    await expect(textbox(canvas, 'gaia_signup_identity_last_name')).toHaveValue('MOYO');
  },
};

// F2.5 (lost connection)
/** OCR without an answer (network down): its own message, and what was typed stays. */
export const OcrNoAnswer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/uc/reg/ocr/scan', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textbox(canvas, 'gaia_signup_identity_last_name'), 'moyo');
    await uploadId(canvasElement, await sampleFile(nationalIdUrl, 'national-id.jpg'));
    await expectAlert(canvas, 'gaia_signup_ocr_failed');
    await expect(textbox(canvas, 'gaia_signup_identity_last_name')).toHaveValue('MOYO');
  },
};

// F2.5
/** With allowOcrModify off, the fields OCR read are read-only and say why. */
export const OcrFieldsFixed: Story = {
  args: { config: { allowOcrModify: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadId(canvasElement, await sampleFile(nationalIdUrl, 'national-id.jpg'));
    await expectRead(canvas);
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).toHaveAttribute('readonly');
    await expect(canvas.getAllByText(text('gaia_signup_ocr_field_fixed')).length).toBeGreaterThan(
      0,
    );
  },
};

// F2.5, F2.20
/** Camera permission denied: the scan dialog explains it and offers the upload, which still reads the ID. */
export const CameraDenied: Story = {
  beforeEach: withCamera([new DOMException('Permission denied', 'NotAllowedError')]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openScanDialog(canvas);
    await waitFor(() => expect(dialog.getByText(text('gaia_signup_camera_denied'))).toBeVisible());
    await userEvent.click(
      dialog.getByRole('button', { name: exactly('gaia_signup_ocr_upload_instead') }),
    );
    await waitFor(() => expect(within(document_()).queryByRole('dialog')).toBeNull());
    // The reason stays on the page, beside the way on.
    await expectAlert(canvas, 'gaia_signup_camera_denied');
    await userEvent.upload(
      ocrFileInput(canvasElement),
      await sampleFile(nationalIdUrl, 'national-id.jpg'),
    );
    await expectRead(canvas);
    await expect(textbox(canvas, 'gaia_signup_identity_last_name')).toHaveValue('MOYO');
  },
};

// F2.20
/** A camera that is busy or broken: the device-abnormal message, with Try again and the upload. */
export const CameraAbnormal: Story = {
  beforeEach: withCamera([new DOMException('Could not start video source', 'NotReadableError')]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openScanDialog(canvas);
    await waitFor(() =>
      expect(dialog.getByText(text('gaia_signup_camera_abnormal'))).toBeVisible(),
    );
    await expect(
      dialog.getByRole('button', { name: exactly('gaia_signup_ocr_retry_camera') }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: exactly('gaia_signup_ocr_upload_instead') }),
    ).toBeVisible();
  },
};

// F2.5
/** The ID scan: the back camera at 1280x720 with a document frame; a picture that is not a sample is not readable. */
export const ScanWithCamera: Story = {
  beforeEach: withCamera(['stream']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openScanDialog(canvas);
    const take = await dialog.findByRole('button', { name: exactly('gaia_signup_ocr_take') });
    await waitFor(() => expect(take).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await expect(camera?.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'environment' },
      }),
    );
    await userEvent.click(take);
    await expectAlert(canvas, 'gaia_signup_ocr_not_readable');
  },
};

// F2.4
/** The ID copy refuses a type outside the configured list (gaia_tip_file_type_not_supported), before sending it. */
export const UploadWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = canvas.getByRole('group', { name: exactly('gaia_signup_identity_copy') });
    const input = copy.querySelector<HTMLInputElement>('input[type="file"]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    await expect(
      await within(copy).findByText(text('gaia_tip_file_type_not_supported')),
    ).toBeVisible();
    // The OCR photo is checked the same way.
    await userEvent.click(canvas.getByRole('button', { name: exactly('gaia_signup_ocr_upload') }));
    await userEvent.click(
      await within(document_()).findByRole('button', { name: exactly('gaia_signup_ocr_continue') }),
    );
    await user.upload(ocrFileInput(canvasElement), new File(['%PDF-1.4'], 'id.docx'));
    await expectAlert(
      within(canvas.getByRole('region', { name: text('gaia_signup_ocr_heading') })),
      'gaia_tip_file_type_not_supported',
    );
  },
};

const tenYearsAgo = () => {
  const today = calendarDayOf(new Date());
  return formatBirthday({ ...today, year: today.year - 10, day: Math.min(today.day, 28) });
};

// F2.4
/**
 * A birthday under the configured minimum age (16) is refused with its message, and Next does not
 * go on; the picker offers no year after the youngest accepted one.
 */
export const UnderAgeBirthday: Story = {
  args: { initial: { gender: 'male', firstName: 'TAKU', lastName: 'MOYO' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const year = part(canvas, YEAR);
    await userEvent.click(year);
    const youngest = within(document_()).getAllByRole('option')[0]!;
    await expect(youngest).toHaveTextContent(String(calendarDayOf(new Date()).year - 16));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    await expect(
      await canvas.findByText(text('gaia_signup_identity_birthday_required')),
    ).toBeVisible();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

// F2.4
/** A birthday restored under 16 (e.g. read from a child's ID) shows the age message and is not handed on. */
export const UnderAgeRestored: Story = {
  args: {
    initial: { gender: 'male', firstName: 'TAKU', lastName: 'MOYO', birthday: tenYearsAgo() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(text('gaia_pickers_age_too_young', { min: 16 })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

// F2.4, F2.5
/** A non-national gives the ID expiry: required, never in the past (earlier days disabled); OCR of the passport fills it. */
export const NonNationalExpiry: Story = {
  args: { stepOne: foreigner },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const expiry = canvas.getByRole('group', { name: exactly('gaia_signup_identity_expiry') });
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    await expect(
      await within(expiry).findByText(text('gaia_signup_identity_expiry_required')),
    ).toBeVisible();
    // This year's months before this one cannot be chosen.
    const today = calendarDayOf(new Date());
    await userEvent.click(within(expiry).getByRole('combobox', { name: YEAR }));
    await userEvent.click(within(document_()).getByRole('option', { name: String(today.year) }));
    if (today.month > 1) {
      await userEvent.click(within(expiry).getByRole('combobox', { name: MONTH }));
      await expect(within(document_()).getAllByRole('option')[0]).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.keyboard('{Escape}');
    }
    await uploadId(
      canvasElement,
      await sampleFile(passportUrl, 'passport.jpg'),
      'gaia_signup_ocr_doc_passport',
    );
    await expectRead(canvas);
    await expect(within(expiry).getByRole('combobox', { name: YEAR })).toHaveTextContent(/^2031$/);
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    await waitFor(() =>
      expect(args.onNext).toHaveBeenCalledWith(
        expect.objectContaining({ idExpDate: '20310721', lastName: 'NDLOVU', nationality: 'ZAF' }),
      ),
    );
  },
};

// F2.5
/** The passport read as a national ID card: the sandbox says it is another document. */
export const WrongDocument: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadId(
      canvasElement,
      await sampleFile(passportUrl, 'passport.jpg'),
      'gaia_signup_ocr_doc_national',
    );
    await expectAlert(canvas, 'gaia_signup_ocr_wrong_document');
  },
};

// F2.5
/** A document whose number is not step one's is still read, with a warning naming both numbers. */
export const NumberMismatch: Story = {
  args: { stepOne: { ...national, idNbr: '631111111A11' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadId(canvasElement, await sampleFile(nationalIdUrl, 'national-id.jpg'));
    await expectRead(canvas);
    await expectAlert(canvas, 'gaia_signup_ocr_number_mismatch', {
      read: '632231457F42',
      given: '631111111A11',
    });
  },
};

// F2.4 (upgrade)
/** Fields held on the existing profile are read-only, each with the reason; OCR does not replace them. */
export const LockedFields: Story = {
  args: {
    initial: { firstName: 'FARAI', lastName: 'CHIKWANHA', gender: 'male', birthday: '19800101' },
    locked: ['firstName', 'lastName', 'gender', 'birthday'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).toHaveAttribute('readonly');
    await expect(textbox(canvas, 'gaia_signup_identity_last_name')).toHaveAttribute('readonly');
    await expect(
      canvas.getAllByText(text('gaia_signup_identity_locked_hint')).length,
    ).toBeGreaterThanOrEqual(4);
    await uploadId(canvasElement, await sampleFile(nationalIdUrl, 'national-id.jpg'));
    await expectRead(canvas);
    await expect(textbox(canvas, 'gaia_signup_identity_first_name')).toHaveValue('FARAI');
  },
};

// F2.4
/** Next with nothing filled in shows every field's message; Back is told; what is typed is kept as a draft. */
export const RequiredAndDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    for (const key of [
      'gaia_signup_identity_gender_required',
      'gaia_signup_identity_first_name_required',
      'gaia_signup_identity_last_name_required',
      'gaia_signup_identity_birthday_required',
      'gaia_signup_identity_copy_required',
    ])
      await expect(await canvas.findByText(text(key))).toBeVisible();
    await userEvent.type(textbox(canvas, 'gaia_signup_identity_last_name'), 'moyo');
    await expect(args.onDraft).toHaveBeenLastCalledWith({ lastName: 'MOYO' });
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_back') }),
    );
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The keywords the suburb search was asked for, in order (the story below). */
let suburbSearches: string[] = [];

// F2.6
/** The suburb search: typed text upper-cased, results 300 ms after typing stops; the choice is kept. */
export const SuburbSearchResults: Story = {
  args: { step: 'supplementary' },
  beforeEach: ({ msw }) => {
    suburbSearches = [];
    msw.use(
      http.post(/\/stdAddr\/list/, async ({ request }) => {
        suburbSearches.push(((await request.clone().json()) as { keyword: string }).keyword);
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: text('gaia_signup_supp_heading'), level: 2 }),
    ).toHaveFocus();
    const suburb = canvas.getByRole('combobox', { name: exactly('gaia_signup_supp_suburb') });
    await userEvent.type(suburb, 'avon');
    await expect(suburb).toHaveValue('AVON');
    // A slow machine may search a part of the word first: choose from the whole word's results.
    await waitFor(() => expect(suburbSearches.at(-1)).toBe('AVON'));
    await userEvent.click(
      await within(document_()).findByRole('option', { name: 'AVONDALE' }, { timeout: 5000 }),
    );
    await expect(suburb).toHaveValue('AVONDALE');
  },
};

// F2.6
/** A search that matches nothing says so. */
export const SuburbSearchEmpty: Story = {
  args: { step: 'supplementary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('combobox', { name: exactly('gaia_signup_supp_suburb') }),
      'xyzzy',
    );
    // Shown in the list and announced (a status), both with the same words.
    const shown = await within(document_()).findAllByText(
      text('gaia_signup_supp_suburb_empty'),
      {},
      { timeout: 5000 },
    );
    await expect(shown.some((element) => element.getAttribute('role') === 'status')).toBe(true);
    await expect(shown.find((element) => element.getAttribute('role') !== 'status')).toBeVisible();
  },
};

/** Chooses an option of a select by its visible name. */
async function choose(canvas: Canvas, label: string, option: string | RegExp) {
  const select = canvas.getByRole('combobox', { name: exactly(label) });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'), {
    timeout: 5000,
  });
  await userEvent.click(select);
  await userEvent.click(await within(document_()).findByRole('option', { name: option }));
}

// F2.6
/**
 * The whole supplementary profile: title and marital status from the reference lists, the street
 * upper-cased, the suburb, and province → city → town (changing the province empties the levels
 * below); Next hands on the choices with their names.
 */
export const SupplementaryComplete: Story = {
  args: { step: 'supplementary' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    for (const key of [
      'gaia_signup_supp_title_required',
      'gaia_signup_supp_street_required',
      'gaia_signup_supp_suburb_required',
      'gaia_signup_supp_town_required',
    ])
      await expect(await canvas.findByText(text(key))).toBeVisible();
    // The sandbox names list entries in the request's language.
    await choose(canvas, 'gaia_signup_supp_title', texts.locale === 'ar' ? 'السيدة' : 'Mrs');
    await choose(canvas, 'gaia_signup_supp_marital', texts.locale === 'ar' ? 'متزوج' : 'Married');
    await userEvent.type(textbox(canvas, 'gaia_signup_supp_street'), '12 samora machel ave');
    await expect(textbox(canvas, 'gaia_signup_supp_street')).toHaveValue('12 SAMORA MACHEL AVE');
    await userEvent.type(
      canvas.getByRole('combobox', { name: exactly('gaia_signup_supp_suburb') }),
      'avondale',
    );
    await userEvent.click(
      await within(document_()).findByRole('option', { name: 'AVONDALE' }, { timeout: 5000 }),
    );
    await choose(canvas, 'gaia_signup_supp_province', 'BULAWAYO');
    await choose(canvas, 'gaia_signup_supp_city', 'BULAWAYO');
    await choose(canvas, 'gaia_signup_supp_province', 'HARARE');
    await expect(
      canvas.getByRole('combobox', { name: exactly('gaia_signup_supp_town') }),
    ).toHaveAttribute('aria-disabled', 'true');
    await choose(canvas, 'gaia_signup_supp_city', 'HARARE');
    await choose(canvas, 'gaia_signup_supp_town', 'BORROWDALE');
    await userEvent.click(
      canvas.getByRole('button', { name: exactly('gaia_signup_identity_next') }),
    );
    await waitFor(() =>
      expect(args.onNext).toHaveBeenCalledWith({
        title: 'MRS',
        maritalStatus: 'M',
        street: '12 SAMORA MACHEL AVE',
        suburb: { id: expect.stringMatching(/^SUB-/), name: 'AVONDALE' },
        province: { id: 'P-HRE', name: 'HARARE' },
        city: { id: 'C-HRE', name: 'HARARE' },
        town: { id: 'C-HRE-T2', name: 'BORROWDALE' },
      }),
    );
  },
};

// F2.6 (upgrade)
/** Restored entries come back, and fields held on the profile are not changeable, with the reason. */
export const SupplementaryRestoredAndLocked: Story = {
  args: {
    step: 'supplementary',
    supplementary: {
      title: 'MR',
      street: '4 KING GEORGE RD',
      suburb: { id: 'SUB-002', name: 'AVONDALE' },
    },
    locked: ['title'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(
          canvas.getByRole('combobox', { name: exactly('gaia_signup_supp_title') }),
        ).toHaveTextContent(texts.locale === 'ar' ? /^السيد$/ : /^Mr$/),
      { timeout: 5000 },
    );
    await expect(
      canvas.getByRole('combobox', { name: exactly('gaia_signup_supp_title') }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(text('gaia_signup_identity_locked_hint'))).toBeVisible();
    await expect(textbox(canvas, 'gaia_signup_supp_street')).toHaveValue('4 KING GEORGE RD');
    await expect(
      canvas.getByRole('combobox', { name: exactly('gaia_signup_supp_suburb') }),
    ).toHaveValue('AVONDALE');
  },
};
