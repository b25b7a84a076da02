import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { ErrorText, FormAlert } from './FieldError.styles';

export interface FieldErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /** A message key or a server message; nothing renders when empty. */
  children?: ReactNode;
}

/** The error text under a field: an icon plus text, never colour alone. */
export function FieldError({ children, ...rest }: FieldErrorProps) {
  const t = useT();
  if (!children) return null;
  return (
    <ErrorText {...rest}>
      <CircleAlert size={16} aria-hidden="true" />
      <span>{typeof children === 'string' ? t(children) : children}</span>
    </ErrorText>
  );
}

export interface FormErrorProps extends HTMLAttributes<HTMLDivElement> {
  /** A message key or a server message; nothing renders when empty. */
  children?: ReactNode;
}

/** A form-level error (e.g. the server's resultMsg after a failed sign-in), announced as an alert. */
export function FormError({ children, ...rest }: FormErrorProps) {
  const t = useT();
  return (
    <div role="alert" {...rest}>
      {children ? (
        <FormAlert>
          <CircleAlert size={18} aria-hidden="true" />
          <span>{typeof children === 'string' ? t(children) : children}</span>
        </FormAlert>
      ) : null}
    </div>
  );
}
