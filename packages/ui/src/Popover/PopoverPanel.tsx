import { useId, useRef, type ReactNode } from 'react';
import { FloatingFocusManager, useDismiss, useInteractions } from '@floating-ui/react';
import { mergeRefs } from 'react-aria';
import { X } from '../internal/icons/glyphs';
import { useAnchoredFloating } from '../internal/useAnchoredFloating';
import type { FloatingAnchorProps } from '../internal/useFloatingAnchor';
import { useT } from '../provider/GaiaContext';
import { Body, CloseButton, Header, Panel, Title } from './Popover.styles';

/** What the Popover hands its open panel, besides its anchor (whose id the trigger's aria-controls names). */
export interface PopoverPanelProps extends FloatingAnchorProps {
  title?: string;
  label?: string;
  showClose: boolean;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The popover's open panel, its own chunk (ADR 0033): a non-modal dialog anchored to the trigger;
 * focus moves into it, Escape, an outside press or tabbing out close it, and focus returns to the
 * trigger.
 */
export function PopoverPanel({ reference, onOpenChange, id, placement, title, label, showClose, closeLabel, children }: PopoverPanelProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  const { context, floatingStyles, setFloating } = useAnchoredFloating({ reference, open: true, onOpenChange, placement, gap: 8 });
  const dismiss = useDismiss(context);
  const { getFloatingProps } = useInteractions([dismiss]);
  return (
    <FloatingFocusManager context={context} modal={false} initialFocus={panelRef}>
      <Panel
        {...getFloatingProps()}
        ref={mergeRefs<HTMLDivElement>(setFloating, panelRef)}
        style={floatingStyles}
        role="dialog"
        id={id}
        tabIndex={-1}
        aria-labelledby={title ? titleId : undefined}
        aria-label={!title && label ? t(label) : undefined}
      >
        {title || showClose ? (
          <Header>
            {title ? <Title id={titleId}>{t(title)}</Title> : null}
            {showClose ? (
              <CloseButton type="button" aria-label={t(closeLabel)} onClick={() => onOpenChange(false)}>
                <X size={18} aria-hidden="true" />
              </CloseButton>
            ) : null}
          </Header>
        ) : null}
        <Body>{typeof children === 'string' ? t(children) : children}</Body>
      </Panel>
    </FloatingFocusManager>
  );
}
