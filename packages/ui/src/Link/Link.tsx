import { Suspense, type AnchorHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { lazyPiece } from '../internal/lazyPiece';
import { useT } from '../provider/GaiaContext';
import { IconSlot, StyledLink } from './Link.styles';

/*
 * The new-tab mark loads with the first link that opens a tab; until then (or offline) a box of the
 * icon's size holds its place, so nothing moves when it arrives. The screen-reader notice is text and
 * never waits.
 */
const NewTabIcon = lazyPiece<object>(() => import('./NewTabIcon'), () => <IconSlot aria-hidden="true" />);

export type LinkVariant = 'inline' | 'standalone' | 'subtle';

/** What the kit passes to the element that renders the link: an anchor's props, with `href`. */
export interface LinkAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export interface LinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'children'
> {
  /** Where the link goes: a path inside the app or an absolute address. */
  href: string;
  /** The text: a message key or text (translated), or any content. */
  children: ReactNode;
  /**
   * The element or component that renders the link, so the kit stays router-agnostic. It receives an
   * anchor's props including `href` (e.g. `as={({ href, ...p }) => <RouterLink to={href} {...p} />}`).
   * @default 'a'
   */
  as?: ElementType<LinkAnchorProps>;
  /**
   * An external address: gets rel="noopener noreferrer". Detected from the href (`https://…`,
   * `//…`, `mailto:`, `tel:` are external) when omitted.
   */
  external?: boolean;
  /**
   * Opens in a new tab (target="_blank"), with an icon and a screen-reader notice. Defaults to true
   * for external web addresses.
   */
  newTab?: boolean;
  /** Announced after the text when the link opens a new tab. @default 'gaia_controls_link_new_tab' */
  newTabLabel?: string;
  /** `inline` inside text, `standalone` on its own (24px target), `subtle` in the surrounding colour. @default 'inline' */
  variant?: LinkVariant;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const WEB = /^(?:https?:)?\/\//i;

/** Whether an href leaves the app (another origin or another scheme). */
export function isExternalHref(href: string): boolean {
  return ABSOLUTE.test(href);
}

/** A link that renders `<a>` or the app's router link; external links are made safe. */
export function Link({
  href,
  children,
  as,
  external,
  newTab,
  newTabLabel = 'gaia_controls_link_new_tab',
  variant = 'inline',
  rel,
  target,
  ref,
  ...rest
}: LinkProps) {
  const t = useT();
  const isExternal = external ?? isExternalHref(href);
  const opensTab = newTab ?? (isExternal && WEB.test(href));
  const relValue = isExternal || opensTab ? mergeRel(rel, ['noopener', 'noreferrer']) : rel;
  return (
    <StyledLink
      {...rest}
      as={as}
      ref={ref}
      href={href}
      rel={relValue}
      target={opensTab ? '_blank' : target}
      data-variant={variant}
      data-external={isExternal ? '' : undefined}
    >
      {typeof children === 'string' ? t(children) : children}
      {opensTab ? (
        <>
          <Suspense fallback={<IconSlot aria-hidden="true" />}>
            <NewTabIcon />
          </Suspense>
          <VisuallyHidden as="span"> {t(newTabLabel)}</VisuallyHidden>
        </>
      ) : null}
    </StyledLink>
  );
}

function mergeRel(rel: string | undefined, required: string[]): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const token of required) tokens.add(token);
  return [...tokens].join(' ');
}
