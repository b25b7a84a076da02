import styled, { css } from 'styled-components';
import { columnStack } from '../../layout/page/stack.styles';

/**
 * The column every shop screen sits in; `$width` is its widest line length. Its spacing gives way
 * to the signed-in frame's on phones (--portal-column-padding, as readableColumn).
 */
export const ShopPage = styled.div<{ $width: number }>`
  ${columnStack(4)}
  padding: var(--portal-column-padding, var(--gaia-space-4));
  max-inline-size: ${({ $width }) => `${$width}px`};
  margin-inline: auto;
  inline-size: 100%;
  box-sizing: border-box;
`;

/**
 * A notice of the shop's pages (what changed in the cart, why an order cannot be placed): a sunken
 * box with a strong border, its paragraphs and lists spaced apart.
 */
export const shopNotice = css`
  padding: var(--gaia-space-3) var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  border: 1px solid var(--gaia-color-border-strong);
  background: var(--gaia-color-surface-sunken);
  color: var(--gaia-color-text);
  & p,
  & ul {
    margin: 0 0 var(--gaia-space-2);
  }
`;
