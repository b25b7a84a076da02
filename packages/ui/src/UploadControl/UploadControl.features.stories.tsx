import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uploadFile, type UploadResponse } from '@gaia/domain';
import { UploadControl, type UploadControlProps } from './UploadControl';

/** A valid 1×1 PNG, created in memory. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);
const png = (name = 'photo.png') => new File([PNG_BYTES], name, { type: 'image/png' });

const stored = (file: File): UploadResponse => ({ code: 200, data: { fileName: file.name, filePath: `/files/${file.name}` } });

/** The control's props, with the simulated server's upload call in place of the host's `upload`. */
type UploadControlStoryArgs = Omit<UploadControlProps, 'upload'> & {
  /** The upload call (simulated server): answers with the envelope; the host wires it through `uploadFile`. */
  upload: (file: File) => Promise<UploadResponse>;
};

const meta = {
  title: 'Kit/UploadControl/Features',
  args: {
    label: 'gaia_kitforms_example_upload_label',
    onChange: fn(),
    upload: fn(async (file: File) => stored(file)),
  },
  // As a host does: the domain flow turns the call's envelope into the outcome the control takes.
  render: ({ upload, ...args }) => <UploadControl {...args} upload={(file) => uploadFile(upload, file)} />,
} satisfies Meta<UploadControlStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

// F2.18
/**
 * The button says Upload, shows loading while the file is sent, and Re-upload once stored;
 * the image is previewed as a thumbnail and the status is announced.
 */
export const UploadThenReupload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The server answers only once the play has seen the upload running.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    (args.upload as ReturnType<typeof fn>).mockImplementationOnce(async (file: File) => {
      await answered;
      return stored(file);
    });
    const button = canvas.getByRole('button', { name: /^(upload|تحميل)$/i });
    await userEvent.upload(fileInput(canvasElement), png());
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/uploading photo\.png|جارٍ رفع photo\.png/i);
    answer();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/photo\.png uploaded|تم رفع photo\.png/i));
    await expect(canvas.getByRole('button', { name: /^(re-upload|إعادة التحميل)$/i })).toBeVisible();
    const thumbnail = await canvas.findByRole('img', { name: /photo\.png/ });
    await expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ fileName: 'photo.png', filePath: '/files/photo.png' });
  },
};

// F2.18
/** Keyboard only — Tab reaches the help button, then Upload; Enter opens the file chooser. */
export const KeyboardOnly: Story = {
  args: { help: 'gaia_kitforms_example_upload_help', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const opened = fn();
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    // The help button's code loads on demand: wait for it before moving focus.
    const help = await canvas.findByRole('button', { name: /^(help|مساعدة): /i });
    await userEvent.tab();
    await expect(help).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /^(upload|تحميل)$/i });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription(/png|jpg/);
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await expect(input).toBeRequired();
  },
};

// F2.18
/** Success only on code 200; otherwise the server's resultMsg is shown, and Retry sends the same file again. */
export const ErrorShowsResultMsgThenRetry: Story = {
  args: {
    upload: fn(async (file: File) => stored(file)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    (args.upload as ReturnType<typeof fn>).mockResolvedValueOnce({ code: '500', resultMsg: 'Storage is full' });
    await userEvent.upload(fileInput(canvasElement), png('bill.png'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Storage is full/));
    await expect(canvas.getByRole('button', { name: /^(upload|تحميل)$/i })).toHaveAccessibleDescription(/Storage is full/);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^(retry|إعادة المحاولة)$/i }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/bill\.png uploaded|تم رفع bill\.png/i));
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect((args.upload as ReturnType<typeof fn>).mock.calls[1]?.[0]).toHaveProperty('name', 'bill.png');
    await expect(canvas.queryByRole('button', { name: /^(retry|إعادة المحاولة)$/i })).toBeNull();
  },
};

// F2.18
/** A network failure ends loading with the generic error. */
export const NetworkFailure: Story = {
  args: { upload: fn(async (file: File): Promise<UploadResponse> => Promise.reject(new Error(`offline: ${file.name}`))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/failed|تعذّر|فشل/i));
    await expect(canvas.getByRole('button', { name: /^(upload|تحميل)$/i })).not.toHaveAttribute('aria-busy');
  },
};

// F2.18
/** A file whose first bytes are not what its extension promises is refused before sending. */
export const RefusedByContent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fake = new File(['<html><body>not an image</body></html>'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), fake);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/not supported|غير مدعوم/i));
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /^(retry|إعادة المحاولة)$/i })).toBeNull();
  },
};

// F2.18
/** The allowed types come from configuration and are checked by extension. */
export const RefusedByExtension: Story = {
  args: { allowedTypes: 'pdf' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/pdf/)).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.pdf');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), png());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/not supported|غير مدعوم/i));
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

// F2.4
/** The form's own message (a required copy) shows under the control and describes its button, until a file is stored. */
export const FormError: Story = {
  args: { error: 'gaia_signup_identity_copy_required', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText(/^(Upload a copy of your ID\.|حمّل نسخة من هويتك\.)$/);
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(upload|تحميل)$/i })).toHaveAccessibleDescription(/Upload a copy of your ID|حمّل نسخة من هويتك/);
  },
};

// F2.18
/** A stored file is previewed by its type icon; the remove button names the file and brings back Upload. */
export const StoredFileAndRemove: Story = {
  args: { defaultFile: { fileName: 'contract.pdf', filePath: '/files/contract.pdf' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-kind="pdf"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: /^(re-upload|إعادة التحميل)$/i })).toBeVisible();
    const remove = canvas.getByRole('button', { name: /contract\.pdf/ });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('contract.pdf')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^(upload|تحميل)$/i })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
  },
};

// F2.18
/** The preview icon follows the extension (spreadsheet, video, text, generic). */
export const PreviewByExtension: Story = {
  args: { defaultFile: { fileName: 'usage.XLSX', filePath: '/files/usage.xlsx' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-kind="xls"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

// F2.18
/** When disabled and set to hide, the upload button is not shown. */
export const HiddenWhenDisabled: Story = {
  args: { disabled: true, hideWhenDisabled: true, defaultFile: { fileName: 'id-card.jpg', filePath: '/files/id-card.jpg' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /upload|تحميل/i })).toBeNull();
    await expect(canvas.getByText('id-card.jpg')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /id-card/ })).toBeNull();
  },
};
