import styled from 'styled-components';

/** The column every shop screen sits in; `$width` is its widest line length. */
export const ShopPage = styled.div<{ $width: number }>`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  padding: var(--gaia-space-4);
  max-inline-size: ${({ $width }) => `${$width}px`};
  margin-inline: auto;
  inline-size: 100%;
  box-sizing: border-box;
`;
