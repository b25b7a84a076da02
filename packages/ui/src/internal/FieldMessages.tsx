import type { ReactNode } from 'react';
import { FieldError } from '../FieldError/FieldError';
import { FieldHint } from './FieldParts.styles';

export interface FieldMessagesProps {
  /** The hint, translated (nothing is shown when empty). */
  hint?: ReactNode;
  /** Id of the hint, as `fieldDescription` gives it (the control is described by it). */
  hintId: string;
  /** The error: a message key or text, or content (nothing is shown when empty). */
  error?: ReactNode;
  /** Id of the error, as `fieldDescription` gives it. */
  errorId: string;
  /** `alert` for an error the field finds itself, so it is announced as it appears. */
  errorRole?: 'alert' | undefined;
}

/** The hint and the error under a field, in that order, with the ids its control is described by. */
export function FieldMessages({ hint, hintId, error, errorId, errorRole }: FieldMessagesProps) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role={errorRole}>
          {error}
        </FieldError>
      ) : null}
    </>
  );
}
