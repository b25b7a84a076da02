import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { FocusScope, Overlay } from 'react-aria';
import { useT } from '../provider/GaiaContext';
import { Panel, Underlay } from './Modal.styles';
import { OverlayRoot } from './OverlayRoot';
import { useModalDialog } from './useModalDialog';
import { DialogSections } from '../internal/DialogSections';

/**
 * The modal widths in CSS pixels, named by size: `small` for results and codes (424), `medium` for
 * short questions and short forms (500), `large` for confirmations and information (620), `xlarge`
 * for long documents such as the terms (1000). `fullscreen` takes the whole viewport.
 */
export const modalSizes = {
  small: 424,
  medium: 500,
  large: 620,
  xlarge: 1000,
} as const;

export type ModalSize = keyof typeof modalSizes | 'fullscreen';

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
  /** The width, by size (see `modalSizes`), or `fullscreen`. @default 'large' */
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
  /**
   * The element focused when the modal opens (the first field of a form, or the safe action of a
   * destructive confirmation). By default the dialog itself takes focus, so its title is announced.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when the modal closes: `true` returns it to the element that had it before
   * the modal opened (its trigger), `false` leaves it alone, a ref moves it to that element (when
   * the trigger is gone after the action, for instance). @default true
   */
  restoreFocus?: boolean | RefObject<HTMLElement | null>;
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
export function Modal({ open, portalContainer, restoreFocus = true, ...rest }: ModalProps) {
  if (!open) return null;
  return (
    <Overlay portalContainer={portalContainer} disableFocusManagement>
      <FocusScope contain restoreFocus={restoreFocus === true}>
        <OverlayRoot>
          <ModalPanel open={open} restoreFocus={restoreFocus} {...rest} />
        </OverlayRoot>
      </FocusScope>
    </Overlay>
  );
}

/**
 * The focus options of a modal panel: the initial element is focused before react-aria's dialog
 * would focus the panel itself (a layout effect runs before its effect), and a return target given
 * by ref takes focus once the panel has left the page.
 */
function useModalFocus(
  initialFocusRef: RefObject<HTMLElement | null> | undefined,
  restoreFocus: boolean | RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    if (restoreFocus !== true) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    return () => {
      // FocusScope returns focus as the modal leaves; when it cannot (a dialog that closes on its own
      // after an async confirm while the page behind is still inert), focus would be lost to the
      // body. Then it goes back to the element that opened the modal, once that element can take it
      // again (the page behind is no longer inert), for a few frames at most.
      let frames = 30;
      const retry = () => {
        if (document.activeElement !== document.body || !opener?.isConnected) return;
        if (opener.closest('[inert]') && --frames) requestAnimationFrame(retry);
        else opener.focus();
      };
      requestAnimationFrame(retry);
    };
  }, [restoreFocus]);
  useLayoutEffect(() => {
    initialFocusRef?.current?.focus();
  }, [initialFocusRef]);
  useLayoutEffect(() => {
    if (typeof restoreFocus === 'boolean') return undefined;
    return () => {
      // The target as it is at close time (it may have been rendered after the modal opened).
      requestAnimationFrame(() => restoreFocus.current?.focus());
    };
  }, [restoreFocus]);
}

function ModalPanel({
  open,
  role = 'dialog',
  size = 'large',
  width,
  initialFocusRef,
  restoreFocus = true,
  dismissOnMask = true,
  dismissOnEscape = true,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'data-testid': testId,
  // The title, close button, body and footer.
  ...sections
}: Omit<ModalProps, 'portalContainer'>) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(initialFocusRef, restoreFocus);
  const { underlayProps, panelProps, titleProps, contentProps } = useModalDialog(
    {
      open,
      onClose: sections.onClose,
      dismissOnMask,
      dismissOnEscape,
      role,
      'aria-label': !sections.title && ariaLabel ? t(ariaLabel) : undefined,
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
    },
    ref,
  );
  const fullscreen = size === 'fullscreen' && width === undefined;
  const style = (fullscreen ? {} : { '--gaia-modal-width': `${width ?? modalSizes[size as keyof typeof modalSizes]}px` }) as CSSProperties;
  return (
    <Underlay {...underlayProps} data-gaia-mask="" data-size={fullscreen ? 'fullscreen' : undefined}>
      <Panel {...panelProps} ref={ref} style={style} data-size={width ? undefined : size} data-testid={testId}>
        <DialogSections {...sections} titleProps={titleProps} bodyProps={contentProps} />
      </Panel>
    </Underlay>
  );
}
