import type { ComponentType, ReactNode } from 'react';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { Button } from '../../Button/Button';

/** What a story's overlay is given: whether it is open, and a close that reports to the story's `onClose`. */
export interface OverlayDemoProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Stories only: a secondary button labelled `trigger` and the overlay it opens (a dialog, a modal,
 * a drawer). The overlay starts open when the story's args say so (`open`); its close calls the
 * story's `onClose` spy, then closes. `children` renders the overlay from those props (and the
 * trigger state, for a story that closes it another way).
 */
export function OverlayDemo({
  trigger,
  open,
  onClose,
  children,
}: OverlayDemoProps & { trigger: ReactNode; children: (overlay: OverlayDemoProps, state: OverlayTriggerState) => ReactNode }) {
  const state = useOverlayTriggerState({ defaultOpen: open });
  const close = () => {
    onClose();
    state.close();
  };
  return (
    <>
      <Button variant="secondary" onClick={state.open}>
        {trigger}
      </Button>
      {children({ open: state.isOpen, onClose: close }, state)}
    </>
  );
}

/**
 * Stories only: the demo component of a dialog that needs nothing else, a secondary button labelled
 * `trigger` and the dialog it opens; the story's args are the dialog's props.
 */
export function dialogDemo<P extends OverlayDemoProps>(Dialog: ComponentType<P>, trigger: ReactNode) {
  return function DialogDemo(args: P) {
    return (
      <OverlayDemo trigger={trigger} open={args.open} onClose={args.onClose}>
        {(overlay) => <Dialog {...args} {...overlay} />}
      </OverlayDemo>
    );
  };
}

/**
 * Stories only: the demo component of an overlay (a modal, a drawer) with a Cancel and OK footer
 * and `Body` inside; the button that opens it is labelled with the overlay's title (`trigger`
 * when it has none). The story's args are the overlay's props.
 */
export function footedOverlayDemo<P extends OverlayDemoProps & { title?: string; footer?: ReactNode; children?: ReactNode }>(
  Overlay: ComponentType<P>,
  trigger: string,
  Body: ComponentType,
) {
  return function FootedOverlayDemo(args: P) {
    return (
      <OverlayDemo trigger={args.title ?? trigger} open={args.open} onClose={args.onClose}>
        {(overlay) => (
          <Overlay {...args} {...overlay} footer={<CancelOkFooter onClose={overlay.onClose} />}>
            <Body />
          </Overlay>
        )}
      </OverlayDemo>
    );
  };
}

/** The Cancel and OK buttons of a demo overlay's footer; both close it. */
export function CancelOkFooter({ onClose }: { onClose: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        gaia_action_cancel
      </Button>
      <Button onClick={onClose}>gaia_action_ok</Button>
    </>
  );
}
