import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type SyntheticEvent,
} from 'react';
import { digitsOnly } from '@gaia/domain';
import { useControlledState } from 'react-stately/useControlledState';

export interface UseOtpInputOptions {
  length: number;
  value?: string;
  defaultValue: string;
  onChange?: (value: string) => void;
  onComplete?: (code: string) => void;
  autoSubmit: boolean;
  /** Ask the browser for the code from the SMS (WebOTP) while the input is mounted. */
  webOtp?: boolean;
}

/** What `navigator.credentials.get` resolves with for an `otp` request (WebOTP). */
interface OtpCredentialLike {
  code?: string;
}

/**
 * WebOTP: where the browser has it (`OTPCredential`), a request for the one-time code of an SMS
 * addressed to this origin ("@portal.example #123456" as the message's last line). Resolves with the
 * code, or undefined when the request is aborted, refused or unsupported.
 */
function requestSmsCode(signal: AbortSignal): Promise<string | undefined> {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return Promise.resolve(undefined);
  const credentials = typeof navigator === 'undefined' ? undefined : navigator.credentials;
  if (!credentials || typeof credentials.get !== 'function') return Promise.resolve(undefined);
  const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions;
  return credentials.get(options).then(
    (credential) => (credential as OtpCredentialLike | null)?.code,
    () => undefined,
  );
}

/** Digits only (Arabic-Indic converted), at most `length`. */
function clean(raw: string, length: number): string {
  return digitsOnly(raw).slice(0, length);
}

/**
 * Behaviour of the one-time-code input: one real input whose value is kept to digits, with the caret
 * held at the end (the slots are drawn, so a caret in the middle would be invisible), paste and SMS
 * autofill filling every slot, and completion reported once the last digit arrives.
 */
export function useOtpInput({
  length,
  value,
  defaultValue,
  onChange,
  onComplete,
  autoSubmit,
  webOtp = false,
}: UseOtpInputOptions) {
  const [raw, setValue] = useControlledState(value, clean(defaultValue, length), onChange);
  const current = clean(raw ?? '', length);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitPending = useRef(false);
  const [focused, setFocused] = useState(false);
  const [allSelected, setAllSelected] = useState(false);

  const commit = useCallback(
    (candidate: string) => {
      const next = clean(candidate, length);
      if (next === current) return;
      setValue(next);
      if (next.length === length) {
        onComplete?.(next);
        if (autoSubmit) submitPending.current = true;
      }
    },
    [autoSubmit, current, length, onComplete, setValue],
  );

  /*
   * WebOTP: one request while the input is mounted; the code fills the slots as if typed. The
   * request is aborted on unmount and as soon as the code is complete (typed, pasted or autofilled).
   */
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);
  const smsRequest = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!webOtp) return undefined;
    const controller = new AbortController();
    smsRequest.current = controller;
    void requestSmsCode(controller.signal).then((code) => {
      if (code && !controller.signal.aborted) commitRef.current(code);
    });
    return () => {
      controller.abort();
      if (smsRequest.current === controller) smsRequest.current = null;
    };
  }, [webOtp]);
  useEffect(() => {
    if (current.length === length) smsRequest.current?.abort();
  }, [current, length]);

  // Auto-submit after the new value has rendered, so the form (and a controlled parent) sees it.
  useEffect(() => {
    if (!submitPending.current) return;
    submitPending.current = false;
    const form = inputRef.current?.form;
    if (current.length === length && form) form.requestSubmit();
  }, [current, length]);

  /** Keeps the caret after the last digit; selecting everything (to replace the code) stays allowed. */
  const keepCaretAtEnd = useCallback((event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    const { selectionStart, selectionEnd } = input;
    const everything = end > 0 && selectionStart === 0 && selectionEnd === end;
    setAllSelected(everything);
    if (everything) return;
    if (selectionStart !== end || selectionEnd !== end) input.setSelectionRange(end, end);
  }, []);

  const onInputChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => commit(event.target.value),
    [commit],
  );

  /** A pasted code fills every slot, whatever spaces, dashes or text came with it. */
  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault();
      const digits = digitsOnly(event.clipboardData.getData('text'));
      if (!digits) return;
      if (digits.length >= length) {
        commit(digits);
        return;
      }
      const input = event.currentTarget;
      const start = input.selectionStart ?? current.length;
      const end = input.selectionEnd ?? current.length;
      commit(current.slice(0, start) + digits + current.slice(end));
    },
    [commit, current, length],
  );

  return {
    current,
    inputRef,
    focused,
    allSelected,
    inputHandlers: {
      onChange: onInputChange,
      onPaste,
      onSelect: keepCaretAtEnd,
      onClick: keepCaretAtEnd,
      onKeyUp: keepCaretAtEnd,
      onFocus: (event: SyntheticEvent<HTMLInputElement>) => {
        // Arriving (Tab, click, tap) continues the code: caret after the last digit, not select-all.
        // Browsers select everything on Tab just after focus, hence the second, deferred collapse.
        const input = event.currentTarget;
        const collapse = () => {
          if (input.ownerDocument.activeElement !== input) return;
          const end = input.value.length;
          if (input.selectionStart !== end || input.selectionEnd !== end)
            input.setSelectionRange(end, end);
          setAllSelected(false);
        };
        collapse();
        setTimeout(collapse, 0);
        setFocused(true);
        setAllSelected(false);
      },
    },
    onBlurred: () => {
      setFocused(false);
      setAllSelected(false);
    },
  };
}
