import { useRef, type CSSProperties, type ReactNode } from 'react';
import { Overlay } from 'react-aria';
import { X } from 'lucide-react';
import { useT } from '../provider/GaiaContext';
import { Body, CloseButton, Footer, Header, Panel, Title, Underlay } from './Modal.styles';
import { OverlayRoot } from './OverlayRoot';
import { useModalDialog, useOverflows } from './useModalDialog';

/**
 * The documented modal widths in CSS pixels: terms and privacy
 * 1000, confirm and info 620, account-exists and sign-out 500, change password 460, face result,
 * booster result and OTP 424, camera 400.
 */
export const modalSizes = {
  terms: 1000,
  confirm: 620,
  info: 620,
  accountExists: 500,
  signOut: 500,
  changePassword: 460,
  face: 424,
  result: 424,
  otp: 424,
  camera: 400,
} as const;

export type ModalSize = keyof typeof modalSizes;

export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the modal asks to close: Escape, the close button, or a press on the mask. */
  onClose: () => void;
  /** Visible title and the dialog's accessible name: a message key or text. */
  title?: string;
  /** Accessible name when there is no visible title: a message key or text. */
  'aria-label'?: string;
  /** Id of a heading inside the body that names the dialog, when the header has no title. */
  'aria-labelledby'?: string;
  /** Id of the element that describes the dialog (set automatically for alert dialogs). */
  'aria-describedby'?: string;
  /** `alertdialog` for confirmations that interrupt the person. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Content of the body (scrolls when taller than the viewport). */
  children?: ReactNode;
  /** Actions at the bottom, end-aligned. */
  footer?: ReactNode;
  /** A documented width, by name (see `modalSizes`). @default 'confirm' */
  size?: ModalSize;
  /** A width in CSS pixels, overriding `size`. The modal is never wider than the viewport. */
  width?: number;
  /** Close when the mask around the panel is pressed; false means the mask cannot close it. @default true */
  dismissOnMask?: boolean;
  /** Close when Escape is pressed. @default true */
  dismissOnEscape?: boolean;
  /** Show the close button in the header. @default true */
  closeButton?: boolean;
  /** Label of the close button: a message key. @default 'gaia_action_close' */
  closeLabel?: string;
  /** Where the portal is attached. @default document.body */
  portalContainer?: Element;
  /** A `data-testid` or other hook for the panel. */
  'data-testid'?: string;
}

/**
 * A modal dialog (terms, confirmations, results and every other dialog of the portal), on react-aria: focus moves in and
 * is trapped, Escape closes, focus returns to the trigger, the rest of the page is inert and does
 * not scroll, and the dialog is named by its title.
 */
export function Modal({ open, portalContainer, ...rest }: ModalProps) {
  if (!open) return null;
  return (
    <Overlay portalContainer={portalContainer}>
      <OverlayRoot>
        <ModalPanel open={open} {...rest} />
      </OverlayRoot>
    </Overlay>
  );
}

function ModalPanel({
  open,
  onClose,
  title,
  role = 'dialog',
  children,
  footer,
  size = 'confirm',
  width,
  dismissOnMask = true,
  dismissOnEscape = true,
  closeButton = true,
  closeLabel = 'gaia_action_close',
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: Omit<ModalProps, 'portalContainer'>) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(bodyRef);
  const { underlayProps, panelProps, titleProps, contentProps } = useModalDialog(
    {
      open,
      onClose,
      dismissOnMask,
      dismissOnEscape,
      role,
      'aria-label': !title && ariaLabel ? t(ariaLabel) : undefined,
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
    },
    ref,
  );
  const style = { '--gaia-modal-width': `${width ?? modalSizes[size]}px` } as CSSProperties;
  return (
    <Underlay {...underlayProps} data-gaia-mask="">
      <Panel {...panelProps} ref={ref} style={style} data-size={width ? undefined : size} data-testid={testId}>
        {title || closeButton ? (
          <Header data-untitled={title ? undefined : ''}>
            {title ? <Title {...titleProps}>{t(title)}</Title> : null}
            {closeButton ? (
              <CloseButton type="button" aria-label={t(closeLabel)} onClick={onClose}>
                <X size={20} aria-hidden="true" />
              </CloseButton>
            ) : null}
          </Header>
        ) : null}
        <Body {...contentProps} ref={bodyRef} tabIndex={overflows ? 0 : undefined} data-overflows={overflows ? '' : undefined}>
          {children}
        </Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Underlay>
  );
}
