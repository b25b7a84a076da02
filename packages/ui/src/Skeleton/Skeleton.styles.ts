import styled from 'styled-components';
import { spacedColumn } from '../internal/styles/stack';

export const SkeletonGroup = styled.span`
  ${spacedColumn(2)}
  inline-size: var(--gaia-skeleton-inline-size, 100%);
  /* A placeholder never makes a narrow screen scroll sideways (WCAG 1.4.10): a fixed width yields to its container. */
  max-inline-size: 100%;
`;

/** A tinted block with a light sweep; the sweep stops under reduced motion. */
export const SkeletonBlock = styled.span`
  display: block;
  position: relative;
  overflow: hidden;
  inline-size: var(--gaia-skeleton-inline-size, 100%);
  max-inline-size: 100%;
  block-size: var(--gaia-skeleton-block-size, 1em);
  border-radius: var(--gaia-radius-sm);
  background: var(--gaia-color-surface-sunken);

  &[data-variant='text'] {
    block-size: var(--gaia-skeleton-block-size, 1em);
    margin-block: 0.25em;
  }
  &[data-variant='text'][data-last] {
    inline-size: 60%;
  }
  &[data-variant='circle'] {
    inline-size: var(--gaia-skeleton-inline-size, var(--gaia-target-comfortable));
    block-size: var(--gaia-skeleton-block-size, var(--gaia-target-comfortable));
    border-radius: var(--gaia-radius-pill);
  }
  &[data-variant='rect'] {
    block-size: var(--gaia-skeleton-block-size, var(--gaia-space-8));
    border-radius: var(--gaia-radius-md);
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, var(--gaia-color-surface), transparent);
    opacity: 0.6;
    transform: translateX(-100%);
    animation: gaia-skeleton-sweep 1.4s ease-in-out infinite;
  }
  /* The sweep follows the reading direction. */
  [dir='rtl'] &::after {
    animation-direction: reverse;
  }

  @keyframes gaia-skeleton-sweep {
    to {
      transform: translateX(100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      display: none;
    }
  }
`;
