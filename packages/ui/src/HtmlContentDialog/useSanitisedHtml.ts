import { useEffect, useState } from 'react';
import type { Config } from 'dompurify';

/**
 * What server HTML may keep: ordinary document markup. Inline styles, forms and embedded content go,
 * so the content follows the kit's tokens (and stays readable in the dark theme) and cannot ask for
 * input or run script.
 */
export const HTML_CONTENT_SANITISE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'dialog'],
  FORBID_ATTR: ['style', 'class', 'id', 'tabindex', 'autofocus'],
};

/**
 * Sanitises server HTML (terms, privacy) with DOMPurify, which is loaded on demand so it stays out
 * of first loads. Returns undefined until the sanitiser is ready or while there is no HTML.
 */
export function useSanitisedHtml(html: string | undefined): string | undefined {
  const [result, setResult] = useState<{ source: string; clean: string }>();
  useEffect(() => {
    if (html === undefined) return undefined;
    let live = true;
    void import('dompurify').then(({ default: purify }) => {
      if (live) setResult({ source: html, clean: purify.sanitize(html, HTML_CONTENT_SANITISE_CONFIG) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return result && result.source === html ? result.clean : undefined;
}
