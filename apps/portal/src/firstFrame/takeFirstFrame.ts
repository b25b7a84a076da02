import { FIRST_FRAME_VERSION, type FirstFrame } from './firstFrame';

/* What never belongs in a picture of the page: behaviour, media, alerts and what floats over it. */
const DROPPED = 'script,noscript,iframe,video,audio,object,embed,template,[role=alert],[aria-live=assertive],[role=dialog]';

/** What a frame is the picture of: the page (path and query), what it shows, and whether a session drew it. */
export type FrameOf = Pick<FirstFrame, 'path' | 'of' | 'signedIn'>;

/**
 * The first frame of the page drawn in `root`: the page's chrome (header, menu) and, of the page's
 * content, what leads down to the `keep` element (the home's greeting, the product list) — what stands
 * before it on its way up to <main>, which sets where it is drawn — and what follows it left out. Ids and test ids are removed (the frame lies beside the page it pictures) and only the style rules
 * that apply to what is kept come along.
 */
export function takeFirstFrame(root: HTMLElement, keep: Element, { path, of, signedIn }: FrameOf): FirstFrame | undefined {
  const doc = root.ownerDocument;
  const main = keep.closest('main');
  if (!main || !root.contains(main)) return undefined;
  const clone = root.cloneNode(true) as HTMLElement;
  const twin = clone.querySelector(pathTo(root, keep));
  if (!twin) return undefined;
  dropBelowTheFold(root, clone);
  // Of the page's content, what comes after the kept element is left out; navigation beside it stays.
  for (let node: Element | null = twin; node && node.tagName !== 'MAIN'; node = node.parentElement) {
    for (let after = node.nextElementSibling; after; ) {
      const next = after.nextElementSibling;
      if (after.tagName !== 'NAV') after.remove();
      after = next;
    }
  }
  for (const dropped of clone.querySelectorAll(DROPPED)) dropped.remove();
  // A status line (a count, a notice) is part of the picture; as a picture it announces nothing.
  for (const status of clone.querySelectorAll('[role=status],[aria-live]')) {
    status.removeAttribute('role');
    status.removeAttribute('aria-live');
  }
  for (const element of [clone, ...clone.querySelectorAll('*')]) {
    element.removeAttribute('id');
    element.removeAttribute('data-testid');
    element.removeAttribute('for');
    element.removeAttribute('aria-labelledby');
    element.removeAttribute('aria-describedby');
    element.removeAttribute('aria-controls');
  }
  const view = doc.defaultView;
  const themed = root.querySelector('[data-theme]');
  return {
    v: FIRST_FRAME_VERSION,
    path,
    of,
    signedIn,
    locale: themed?.getAttribute('lang') ?? doc.documentElement.lang,
    theme: themed?.getAttribute('data-theme') ?? 'light',
    background: view ? view.getComputedStyle(doc.body).backgroundColor : '',
    html: clone.innerHTML,
    css: rulesFor(clone, doc),
  };
}

/*
 * How far down the page a picture reaches, in viewport heights: it is drawn over one viewport, with
 * room for a taller window (a phone turned, a window resized) than the one it was taken in.
 */
const PICTURED_HEIGHTS = 1.25;

/**
 * Leaves out of the page's content in `clone` (a fresh deep clone of `root`) what lies wholly below
 * the picture's reach: the picture is drawn over one viewport, and what it does not show would only
 * cost the next load parsing, styling and laying out. The content flows downwards, so nothing above
 * moves; the chrome (a sticky header, the menu) is kept whole. Measured in page coordinates: the
 * person may have scrolled when it is taken.
 */
function dropBelowTheFold(root: HTMLElement, clone: HTMLElement): void {
  const view = root.ownerDocument.defaultView;
  const main = root.querySelector('main');
  const twinMain = clone.querySelector('main');
  if (!view || !main || !twinMain) return;
  const reach = view.innerHeight * PICTURED_HEIGHTS;
  const live = main.querySelectorAll('*');
  const twins = twinMain.querySelectorAll('*');
  if (live.length !== twins.length) return;
  const below: Element[] = [];
  live.forEach((element, index) => {
    if (element.getBoundingClientRect().top + view.scrollY > reach) below.push(twins[index]!);
  });
  for (const element of below) element.remove();
}

/** A selector that finds `element` from `root` by child positions (ids are not kept). */
function pathTo(root: Element, element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    steps.unshift(`:nth-child(${[...(node.parentElement?.children ?? [])].indexOf(node) + 1})`);
  }
  return `:scope > ${steps.join(' > ')}`;
}

/** The document's style rules that apply to the frame (with their media conditions) and the global ones. */
function rulesFor(frame: Element, doc: Document): string {
  const applies = (selector: string): boolean => {
    // Pseudo-elements and states (hover, focus) are read on the elements they decorate.
    const plain = selector.replace(/::?[\w-]+(\([^)]*\))?/g, (pseudo) => (/^:(not|is|where|has|nth-|first|last|only|root)/.test(pseudo) ? pseudo : ''));
    return plain.split(',').some((part) => {
      const each = part.trim();
      if (each === '' || /^(html|body|:root|\*)/.test(each)) return true;
      try {
        return frame.matches(each) || frame.querySelector(each) !== null;
      } catch {
        return true;
      }
    });
  };
  const keep = (rules: CSSRuleList): string => {
    let text = '';
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        if (applies(rule.selectorText)) text += rule.cssText;
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules);
        if (inner) text += `@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner}}`;
      } else if (!(rule instanceof CSSImportRule)) {
        text += rule.cssText;
      }
    }
    return text;
  };
  let css = '';
  for (const sheet of doc.styleSheets) {
    try {
      css += keep(sheet.cssRules);
    } catch {
      // A stylesheet of another origin cannot be read; the portal has none.
    }
  }
  return css;
}
