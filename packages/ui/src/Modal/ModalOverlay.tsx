import { useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { FocusScope, Overlay } from 'react-aria';
import { useT } from '../provider/GaiaContext';
import { Panel, Underlay } from './Modal.styles';
import { OverlayRoot } from './OverlayRoot';
import { useModalDialog } from './useModalDialog';
import { DialogSections } from '../internal/DialogSections';
import { modalSizes, type ModalProps } from './Modal';

/**
 * The open modal, on react-aria: focus moves in and is trapped, Escape closes, focus returns to the
 * trigger, the rest of the page is inert and does not scroll, and the dialog is named by its title.
 * Loaded on demand by Modal (its own chunk, with react-aria's overlay behaviour).
 */
export function ModalOverlay({ open, portalContainer, restoreFocus = true, ...rest }: ModalProps) {
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
