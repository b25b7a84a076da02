import styled from 'styled-components';
import { spacedColumn } from '../internal/styles/stack';
import { titleText } from '../internal/styles/titleText';

export const CardRoot = styled.article`
  position: relative;
  ${spacedColumn(2)}
  padding: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
  min-inline-size: 0;

  &:focus-within {
    outline: 2px solid var(--gaia-color-focus, var(--gaia-color-primary));
    outline-offset: 2px;
  }
`;

/* The image keeps its box while loading or failed: no layout shift (CLS). */
export const ImageBox = styled.div`
  aspect-ratio: 1 / 1;
  inline-size: 100%;
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface-raised);
  display: grid;
  place-items: center;
  overflow: hidden;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

export const Name = styled.h3`
  ${titleText('md')}

  a {
    color: inherit;
    text-decoration: none;
    /* The whole card is the link's target area; the heart sits above it. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
`;

export const Brand = styled.p`
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text-muted);
`;

export const Price = styled.p`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
`;

export const Heart = styled.div`
  position: absolute;
  inset-block-start: var(--gaia-space-2);
  inset-inline-end: var(--gaia-space-2);
  z-index: 1;
  border-radius: 50%;
  background: var(--gaia-color-surface);

  svg[data-added='true'] {
    fill: var(--gaia-color-danger);
    color: var(--gaia-color-danger);
  }
`;
