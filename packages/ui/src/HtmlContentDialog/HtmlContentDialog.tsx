import { Button } from '../Button/Button';
import { Modal, type ModalSize } from '../Modal/Modal';
import { useT } from '../provider/GaiaContext';
import { HtmlContent, Loading } from './HtmlContentDialog.styles';
import { useSanitisedHtml } from './useSanitisedHtml';

export interface HtmlContentDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called to close: Cancel, Escape, the close button, the mask, and after Agree. */
  onClose: () => void;
  /** Called by Agree, before the dialog closes (e.g. to tick the agreement checkbox). */
  onAgree?: () => void;
  /** The title: a message key or text. @default 'gaia_dialog_terms_title' */
  title?: string;
  /** The server's HTML (from /content/detail); sanitised before display. Undefined while it loads. */
  html?: string;
  /** Shows the loading state even with HTML (e.g. while a newer version is fetched). @default false */
  loading?: boolean;
  /** Agree button label: a message key. @default 'gaia_dialog_agree' */
  agreeLabel?: string;
  /** Cancel button label: a message key. @default 'gaia_action_cancel' */
  cancelLabel?: string;
  /** Hide the Agree button, for reading only (e.g. from the header's side panel). @default false */
  readOnly?: boolean;
  /** The width, by size. @default 'xlarge' (1000) */
  size?: ModalSize;
  /** A width in CSS pixels, overriding `size`. */
  width?: number;
  /** Close when the mask is pressed. @default true */
  dismissOnMask?: boolean;
}

/**
 * Terms and privacy: width 1000, the server's HTML
 * sanitised with DOMPurify (loaded on demand), Cancel and Agree; Agree calls `onAgree` and closes.
 */
export function HtmlContentDialog({
  open,
  onClose,
  onAgree,
  title = 'gaia_dialog_terms_title',
  html,
  loading = false,
  agreeLabel = 'gaia_dialog_agree',
  cancelLabel = 'gaia_action_cancel',
  readOnly = false,
  size = 'xlarge',
  width,
  dismissOnMask = true,
}: HtmlContentDialogProps) {
  const t = useT();
  const clean = useSanitisedHtml(open ? html : undefined);
  const ready = clean !== undefined && !loading;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      width={width}
      dismissOnMask={dismissOnMask}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          {readOnly ? null : (
            <Button
              disabled={!ready}
              onClick={() => {
                onAgree?.();
                onClose();
              }}
            >
              {agreeLabel}
            </Button>
          )}
        </>
      }
    >
      {ready ? (
        <HtmlContent data-html-content="" dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <Loading role="status" aria-busy="true">
          {t('gaia_dialog_content_loading')}
        </Loading>
      )}
    </Modal>
  );
}
