import { createHash } from 'node:crypto';

/**
 * The headers a production host puts on every answer (issue 10 §4): the page cannot be framed,
 * types are not sniffed, the referrer stays on the site, and only the page itself may use the camera.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(self)',
};

/**
 * Inline `<script>` elements (no src) of a page: their text, exactly as the browser hashes it. Found
 * with plain searches rather than one pattern, so the scan stays linear in the page's length.
 */
function inlineScripts(html: string): string[] {
  const lower = html.toLowerCase();
  const scripts: string[] = [];
  let from = 0;
  for (;;) {
    const open = lower.indexOf('<script', from);
    if (open < 0) break;
    const next = lower.charAt(open + 7);
    const tagEnd = lower.indexOf('>', open);
    if (tagEnd < 0) break;
    const close = lower.indexOf('</script', tagEnd);
    if (close < 0) break;
    // `<scripts>` or `<script-x>` is another element; only `<script` followed by space, `/` or `>` counts.
    if (next === '>' || next === '/' || /\s/.test(next)) {
      const attributes = html.slice(open + 7, tagEnd);
      if (!/\bsrc\s*=/i.test(attributes)) scripts.push(html.slice(tagEnd + 1, close));
    }
    from = close + 8;
  }
  return scripts;
}

/**
 * The CSP hash sources (`'sha256-…'`) of a page's inline scripts, so they may run under a policy
 * without 'unsafe-inline'. Computed from the served HTML, so any build (or dynamic page) works.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const text of inlineScripts(html)) {
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy: scripts from the site and the listed inline hashes only; styles may
 * be inline (styled-components injects <style> elements); calls to the site itself; camera frames
 * as blobs; no framing, plugins, foreign forms or base URLs.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every security header, the policy allowing these inline script hashes. */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(scriptHashes) };
}
