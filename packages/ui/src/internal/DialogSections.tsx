import { useRef, type DOMAttributes, type ReactNode } from 'react';
import { X } from './icons/glyphs';
import { Body, CloseButton, Footer, Header, Title } from '../Modal/Modal.styles';
import { useOverflows } from '../Modal/useModalDialog';
import { useT } from '../provider/GaiaContext';

interface DialogSectionsProps {
  /** Visible title: a message key or text. */
  title?: string | undefined;
  /** The dialog's props for its title (the title names the dialog). */
  titleProps: DOMAttributes<HTMLElement>;
  /** Show the close button in the header. @default true */
  closeButton?: boolean;
  /** Label of the close button: a message key. @default 'gaia_action_close' */
  closeLabel?: string;
  onClose: () => void;
  /** The dialog's props for its body, if any. */
  bodyProps?: DOMAttributes<HTMLElement>;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * What a modal panel and a drawer hold: a header with the title and the close button, the body
 * (made focusable when it scrolls, so the keyboard can scroll it), and the footer of actions.
 */
export function DialogSections({
  title,
  titleProps,
  closeButton = true,
  closeLabel = 'gaia_action_close',
  onClose,
  bodyProps,
  footer,
  children,
}: DialogSectionsProps) {
  const t = useT();
  const bodyRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(bodyRef);
  return (
    <>
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
      <Body
        {...bodyProps}
        ref={bodyRef}
        tabIndex={overflows ? 0 : undefined}
        data-overflows={overflows ? '' : undefined}
      >
        {children}
      </Body>
      {footer ? <Footer>{footer}</Footer> : null}
    </>
  );
}
