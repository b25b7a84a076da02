import { useEffect } from 'react';
import { HYDRATING_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from '../prerenderGuard';

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
    root?.removeAttribute(HYDRATING_ATTRIBUTE);
    if (!root?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return undefined;
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
  }, []);
  return null;
}
