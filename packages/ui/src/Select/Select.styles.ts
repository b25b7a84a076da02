import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { ariaDisabledControl } from '../internal/styles/disabledControl';
import { fieldFocusBorder } from '../internal/styles/fieldControl';
import { ariaDisabledOption, optionRow } from '../internal/styles/optionRow';
import { centredRow } from '../internal/styles/row';
import { secondaryText } from '../internal/styles/secondaryText';

/** The anchor the popup list is positioned against. */
export const Anchor = styled.div`
  position: relative;
`;

/** The closed control of a select: looks like a text field, behaves as a select-only combobox. */
export const Trigger = styled.div`
  ${optionRow}
  ${borderedBox}
  user-select: none;
  transition: border-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  & > span {
    flex: 1;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
    color: var(--gaia-color-text-muted);
    transition: transform var(--gaia-motion-duration-fast) var(--gaia-motion-easing);
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &[data-placeholder] > span {
    color: var(--gaia-color-text-muted);
  }
  &:focus-visible {
    ${fieldFocusBorder}
  }
  &[aria-invalid='true'] {
    border-color: var(--gaia-color-danger);
  }
  ${ariaDisabledControl}
`;

/** The floating panel under a select or combobox: the list and its status line. */
export const Popup = styled.div`
  position: absolute;
  z-index: var(--gaia-z-dropdown);
  inset-inline: 0;
  inset-block-start: calc(100% + var(--gaia-space-1));
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface-raised);
  box-shadow: var(--gaia-elevation-2);
  overflow: hidden;

  &:not([data-open]) {
    display: none;
  }
`;

export const Listbox = styled.ul`
  margin: 0;
  padding: var(--gaia-space-1);
  list-style: none;
  max-block-size: 16rem;
  overflow-y: auto;
  overscroll-behavior: contain;

  &:empty {
    display: none;
  }
`;

export const Option = styled.li`
  ${optionRow}
  border-radius: var(--gaia-radius-sm);

  & > span {
    flex: 1;
    min-inline-size: 0;
  }
  & > svg {
    flex: none;
    color: var(--gaia-color-primary);
  }
  &[data-highlighted] {
    background: var(--gaia-color-primary-subtle);
    outline: 1px solid var(--gaia-color-focus);
    outline-offset: -1px;
  }
  &[aria-selected='true'] {
    font-weight: var(--gaia-font-weight-medium);
  }
  ${ariaDisabledOption}
  &[aria-disabled='true'] {
    text-decoration: line-through;
  }
  &[data-action] {
    justify-content: center;
    color: var(--gaia-color-primary);
    font-weight: var(--gaia-font-weight-medium);
  }
`;

/** Empty, loading and error lines in the popup (the live region says the same for screen readers). */
export const PopupMessage = styled.p`
  ${centredRow(2)}
  margin: 0;
  padding-block: var(--gaia-space-3);
  padding-inline: var(--gaia-space-3);
  ${secondaryText}

  &[data-tone='danger'] {
    color: var(--gaia-color-danger);
  }
  & > svg {
    flex: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    & > svg[data-spin] {
      animation: gaia-picker-spin 0.8s linear infinite;
    }
  }
  @keyframes gaia-picker-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
