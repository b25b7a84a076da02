import { useRef, type CSSProperties } from 'react';
import { Overlay } from 'react-aria';
import { useT } from '../provider/GaiaContext';
import { OverlayRoot } from '../Modal/OverlayRoot';
import { useModalDialog } from '../Modal/useModalDialog';
import { DialogSections } from '../internal/DialogSections';
import { DRAWER_WIDTH, type DrawerProps } from './Drawer';
import { DrawerPanel, DrawerUnderlay } from './Drawer.styles';

/**
 * The open drawer, on react-aria like Modal: focus trapped and returned, Escape closes, named by its
 * title. Loaded on demand by Drawer (its own chunk, with react-aria's overlay behaviour).
 */
export function DrawerOverlay({ open, portalContainer, ...rest }: DrawerProps) {
  return (
    <Overlay portalContainer={portalContainer}>
      <OverlayRoot>
        <DrawerContent open={open} {...rest} />
      </OverlayRoot>
    </Overlay>
  );
}

function DrawerContent({
  open,
  width = DRAWER_WIDTH,
  side = 'end',
  dismissOnMask = true,
  dismissOnEscape = true,
  'aria-label': ariaLabel,
  // The title, close button, body and footer.
  ...sections
}: Omit<DrawerProps, 'portalContainer'>) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const { underlayProps, panelProps, titleProps } = useModalDialog(
    {
      open,
      onClose: sections.onClose,
      dismissOnMask,
      dismissOnEscape,
      'aria-label': !sections.title && ariaLabel ? t(ariaLabel) : undefined,
    },
    ref,
  );
  const style = { '--gaia-drawer-width': `${width}px` } as CSSProperties;
  return (
    <DrawerUnderlay {...underlayProps} data-gaia-mask="">
      <DrawerPanel {...panelProps} ref={ref} style={style} data-side={side}>
        <DialogSections {...sections} titleProps={titleProps} />
      </DrawerPanel>
    </DrawerUnderlay>
  );
}
