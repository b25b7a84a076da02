import { FieldError } from '../FieldError/FieldError';
import { useT, type TranslateFn } from '../provider/GaiaContext';
import { FieldHint } from './FieldParts.styles';

type MessageValues = Parameters<TranslateFn>[1];

/** The hint and the error under a field, each rendered only when set. */
export interface FieldMessagesProps {
  /** A message key or text. */
  hint?: string | undefined;
  hintId: string;
  /** Values interpolated into the hint. */
  hintValues?: MessageValues;
  /** A message key or a server message. */
  error?: string | undefined;
  errorId: string;
  /** Values interpolated into the error. */
  errorValues?: MessageValues;
  /** 'alert' for an error the field finds itself, so it is announced when it appears. */
  errorRole?: 'alert';
}

/** The hint, then the error, under a field, with the ids its control's `aria-describedby` names. */
export function FieldMessages({
  hint,
  hintId,
  hintValues,
  error,
  errorId,
  errorValues,
  errorRole,
}: FieldMessagesProps) {
  const t = useT();
  return (
    <>
      {hint ? <FieldHint id={hintId}>{t(hint, hintValues)}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role={errorRole}>
          {errorValues ? t(error, errorValues) : error}
        </FieldError>
      ) : null}
    </>
  );
}
