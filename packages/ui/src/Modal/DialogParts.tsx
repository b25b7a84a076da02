import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useT } from '../provider/GaiaContext';
import { Body, CloseButton, Header, Title } from './Modal.styles';
import { useOverflows } from './useModalDialog';

export interface DialogHeaderProps {
  /** Visible title: a message key or text. */
  title?: string | undefined;
  /** The title's props from useModalDialog (its id names the dialog). */
  titleProps: HTMLAttributes<HTMLElement>;
  closeButton: boolean;
  /** Label of the close button: a message key. */
  closeLabel: string;
  onClose: () => void;
}

/** The header of a modal or drawer: its title and close button; nothing when it has neither. */
export function DialogHeader({
  title,
  titleProps,
  closeButton,
  closeLabel,
  onClose,
}: DialogHeaderProps) {
  const t = useT();
  if (!title && !closeButton) return null;
  return (
    <Header data-untitled={title ? undefined : ''}>
      {title ? <Title {...titleProps}>{t(title)}</Title> : null}
      {closeButton ? (
        <CloseButton type="button" aria-label={t(closeLabel)} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </CloseButton>
      ) : null}
    </Header>
  );
}

/** The body of a modal or drawer: it scrolls, and is focusable while it overflows (keyboard scrolling). */
export function DialogBody({
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { children?: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(bodyRef);
  return (
    <Body
      {...rest}
      ref={bodyRef}
      tabIndex={overflows ? 0 : undefined}
      data-overflows={overflows ? '' : undefined}
    >
      {children}
    </Body>
  );
}
