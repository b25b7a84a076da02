import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../provider/GaiaContext';
import { CardActions, CardBody, CardDescription, CardFooter, CardHeader, CardHeading, CardRoot, CardTitle } from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * Element of the card: `article` for a self-contained item (an order), `section` for a part of the
   * page, `li` inside a list of cards. Named by its title when it is an article or a section. @default 'div'
   */
  as?: 'div' | 'section' | 'article' | 'li';
  /** The card's heading, a message key or text. */
  title?: string;
  /** Level of the title heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line under the title, a message key or text. */
  description?: string;
  /** Controls at the end of the header (a badge, a menu, a copy button). */
  actions?: ReactNode;
  /** Buttons under the content, at the end of the line. */
  footer?: ReactNode;
  /** Shadow depth 0–3, from the elevation tokens. @default 1 */
  elevation?: 0 | 1 | 2 | 3;
  /** Inner spacing. @default 'md' */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** A danger edge for an item that needs attention (e.g. an order closing soon); pair it with text. */
  tone?: 'default' | 'danger';
  children?: ReactNode;
}

/** A surface that groups related content: header (title, description, actions), body and footer. */
export function Card({
  as = 'div',
  title,
  headingLevel = 3,
  description,
  actions,
  footer,
  elevation = 1,
  padding = 'md',
  tone = 'default',
  children,
  ...rest
}: CardProps) {
  const t = useT();
  const titleId = `gaia-card-${useId()}`;
  const named = Boolean(title) && (as === 'article' || as === 'section') && !rest['aria-label'] && !rest['aria-labelledby'];
  const hasHeader = Boolean(title || description || actions);
  return (
    <CardRoot
      {...rest}
      as={as}
      aria-labelledby={named ? titleId : rest['aria-labelledby']}
      data-elevation={String(elevation)}
      data-padding={padding}
      data-tone={tone === 'default' ? undefined : tone}
    >
      {hasHeader ? (
        <CardHeader>
          <CardHeading>
            {title ? (
              <CardTitle as={`h${headingLevel}`} id={titleId}>
                {t(title)}
              </CardTitle>
            ) : null}
            {description ? <CardDescription>{t(description)}</CardDescription> : null}
          </CardHeading>
          {actions ? <CardActions>{actions}</CardActions> : null}
        </CardHeader>
      ) : null}
      {children !== undefined && children !== null ? <CardBody>{children}</CardBody> : null}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </CardRoot>
  );
}
