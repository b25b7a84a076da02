import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';

/** The slots and the one real input laid over them; always left to right, even in Arabic pages. */
export const SlotsControl = styled.div`
  position: relative;
  display: inline-flex;
  align-self: flex-start;
  max-inline-size: 100%;
  border-radius: var(--gaia-radius-md);
`;

export const SlotRow = styled.div`
  display: flex;
  gap: var(--gaia-space-2);
  min-inline-size: 0;
  pointer-events: none;
`;

export const Slot = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  /* Slots narrow down (never under a target) so six of them fit a 320px screen. */
  flex: 0 1 auto;
  inline-size: var(--gaia-target-comfortable);
  min-inline-size: var(--gaia-target-min);
  block-size: calc(var(--gaia-target-comfortable) + var(--gaia-space-2));
  ${borderedBox}
  color: var(--gaia-color-text);
  font-family: var(--gaia-font-family-mono);
  font-size: var(--gaia-font-size-xl);
  font-weight: var(--gaia-font-weight-medium);
  transition: border-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  &[data-filled] {
    border-color: var(--gaia-color-border-strong);
  }
  [data-focused] > div > &[data-active],
  [data-focused] > div > &[data-selected] {
    border-color: var(--gaia-color-focus);
    box-shadow: 0 0 0 1px var(--gaia-color-focus);
  }
  [data-invalid] > div > & {
    border-color: var(--gaia-color-danger);
  }
  [data-disabled] > div > & {
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text-muted);
  }
`;

/** The drawn caret in the active empty slot (the real one is hidden with the input's text). */
export const Caret = styled.span`
  inline-size: 1px;
  block-size: 1.2em;
  background: var(--gaia-color-text);
  animation: gaia-otp-caret 1s steps(1) infinite;
  @keyframes gaia-otp-caret {
    50% {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The one real input covers every slot, so a click or tap on any slot lands on it; its own text,
 * caret and selection are transparent because the slots draw them.
 */
export const NativeInput = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  color: transparent;
  -webkit-text-fill-color: transparent;
  caret-color: transparent;
  font-size: var(--gaia-font-size-md);
  letter-spacing: 0;
  cursor: text;

  &::selection {
    background: transparent;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:-webkit-autofill {
    transition: background-color 86400s;
  }
`;
