import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { useT } from '../provider/GaiaContext';

interface DefinitionProps extends HTMLAttributes<HTMLElement> {
  /** The element that holds the pair (the list's own styled row). @default 'div' */
  as?: ElementType;
  /** The term: a message key or text. */
  term: string;
  /** Values for the term's placeholders. */
  values?: Readonly<Record<string, string | number>> | undefined;
  /** The value. */
  children: ReactNode;
}

/** One entry of a description list: its term, translated, and its value, held by one element. */
export function Definition({ as: Row = 'div', term, values, children, ...rest }: DefinitionProps) {
  const t = useT();
  return (
    <Row {...rest}>
      <dt>{t(term, values)}</dt>
      <dd>{children}</dd>
    </Row>
  );
}
