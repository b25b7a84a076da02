import styled from 'styled-components';
import { ariaDisabledOption, optionRow } from '../internal/styles/optionRow';

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--gaia-space-2);
  min-block-size: var(--gaia-target-comfortable);
  padding-block: var(--gaia-space-1);
  padding-inline: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-pill);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
  font: inherit;
  font-weight: var(--gaia-font-weight-medium);
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: var(--gaia-color-primary-subtle);
  }
  & > svg {
    flex: none;
  }
  & > svg:last-child {
    color: var(--gaia-color-text-muted);
    transition: transform var(--gaia-motion-duration-fast) var(--gaia-motion-easing);
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

export const Panel = styled.div`
  z-index: var(--gaia-z-dropdown);
  min-inline-size: 14rem;
  max-inline-size: min(20rem, calc(100vw - var(--gaia-space-5)));
  padding: var(--gaia-space-1);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-raised);
  box-shadow: var(--gaia-elevation-2);
  outline: none;
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
  margin-block-end: var(--gaia-space-1);
  border-block-end: 1px solid var(--gaia-color-border);
  font-size: var(--gaia-font-size-sm);
`;

export const MenuList = styled.div`
  display: flex;
  flex-direction: column;
`;

export const Item = styled.button`
  ${optionRow}
  inline-size: 100%;
  border: 0;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  font: inherit;
  text-align: start;

  & > svg {
    flex: none;
    color: var(--gaia-color-text-muted);
  }
  &:focus {
    background: var(--gaia-color-primary-subtle);
  }
  &[data-tone='danger'],
  &[data-tone='danger'] > svg {
    color: var(--gaia-color-danger);
  }
  ${ariaDisabledOption}
`;

export const Separator = styled.div`
  block-size: 0;
  margin-block: var(--gaia-space-1);
  border-block-start: 1px solid var(--gaia-color-border);
`;
