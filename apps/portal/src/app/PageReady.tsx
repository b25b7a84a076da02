import { useEffect } from 'react';
import {
  HYDRATING_ATTRIBUTE,
  LIVE_FORM_ATTRIBUTE,
  PENDING_SUBMIT_ATTRIBUTE,
} from '../prerenderGuard';

/* Anything the person does once the page is live replaces a submit asked for before. */
const INTERACTIONS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Rendered inside each page's Suspense boundary: once the page is live (hydrated
 * or rendered), the prerendered markup's guard steps aside. Until then the guard lets the person
 * type into the prerendered fields (they adopt what was typed as they hydrate) and holds back only
 * what needs the scripts: links and buttons, the clipboard on passwords, and submitting.
 *
 * A submit asked for meanwhile (Enter, the button) is made once the form holds what was typed and
 * its rules allow it — its submit button turns enabled — unless the person does something else first.
 */
export function PageReady() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(HYDRATING_ATTRIBUTE)) return undefined;
    // The prerendered form hydrates when its own chunk is in: the guard holds on until then.
    const formIsLive = () => {
      const form = root.querySelector('form');
      return !form || form.querySelector(`[${LIVE_FORM_ATTRIBUTE}]`) !== null;
    };
    if (formIsLive()) return goLive(root);
    let cleanUp: (() => void) | undefined;
    const waiting = new MutationObserver(() => {
      if (!formIsLive()) return;
      waiting.disconnect();
      cleanUp = goLive(root);
    });
    waiting.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [LIVE_FORM_ATTRIBUTE] });
    return () => {
      waiting.disconnect();
      cleanUp?.();
    };
  }, []);
  return null;
}

/** Lifts the guard and makes a submit asked for before the page was live; answers its clean-up. */
function goLive(root: HTMLElement): (() => void) | undefined {
  root.removeAttribute(HYDRATING_ATTRIBUTE);
  if (!root.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return undefined;
  const form = root.querySelector('form');
  const submit = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !submit) {
    root.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    return undefined;
  }
  const enabled = () => !submit.disabled && submit.getAttribute('aria-disabled') !== 'true';
  // The form's fields hydrate (and adopt what was typed) on their own, possibly after the page.
  const observer = new MutationObserver(() => {
    if (!enabled()) return;
    stop();
    form.requestSubmit(submit);
  });
  const stop = () => {
    root.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    observer.disconnect();
    for (const type of INTERACTIONS) root.removeEventListener(type, stop, true);
  };
  if (enabled()) {
    stop();
    form.requestSubmit(submit);
    return undefined;
  }
  observer.observe(submit, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  for (const type of INTERACTIONS) root.addEventListener(type, stop, true);
  return () => {
    observer.disconnect();
    for (const type of INTERACTIONS) root.removeEventListener(type, stop, true);
  };
}
