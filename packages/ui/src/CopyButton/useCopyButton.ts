import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../Toast/useToast';

/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it, else the
 * older select-and-copy command on a hidden text area (focus and selection are put back).
 * Resolves to whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText && (typeof window === 'undefined' || window.isSecureContext)) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or no document focus: try the older way.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const selection = document.getSelection();
  const ranges = selection ? Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index)) : [];
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  Object.assign(area.style, { position: 'fixed', insetBlockStart: '0', insetInlineStart: '0', opacity: '0', pointerEvents: 'none' });
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (selection) {
    selection.removeAllRanges();
    for (const range of ranges) selection.addRange(range);
  }
  active?.focus({ preventScroll: true });
  return copied;
}

export interface UseCopyButtonOptions {
  text: string;
  successMessage: string;
  failureMessage: string;
  onCopy?: (copied: boolean) => void;
  /** How long the button shows its "copied" tick, in milliseconds. */
  confirmMs?: number;
}

/** Copy on press, tell the result with a toast, and show a tick on the button for a moment. */
export function useCopyButton({ text, successMessage, failureMessage, onCopy, confirmMs = 2000 }: UseCopyButtonOptions) {
  const { show } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    const ok = await copyText(text);
    clearTimeout(timer.current);
    setCopied(ok);
    if (ok) timer.current = setTimeout(() => setCopied(false), confirmMs);
    show(ok ? { tone: 'success', message: successMessage } : { tone: 'error', message: failureMessage });
    onCopy?.(ok);
    return ok;
  }, [text, show, successMessage, failureMessage, onCopy, confirmMs]);

  return { copied, copy };
}
