import styled, { css } from 'styled-components';

/** The box of a link's trailing icon, a little smaller than the text and sitting on its baseline. */
const iconBox = css`
  display: inline-block;
  inline-size: 0.9em;
  block-size: 0.9em;
  margin-inline-start: 0.2em;
  vertical-align: -0.05em;
`;

/** Links are underlined, so they are told apart from text by more than colour. */
export const StyledLink = styled.a`
  display: inline;
  color: var(--gaia-color-primary);
  text-decoration: underline;
  text-decoration-thickness: from-font;
  text-underline-offset: 0.2em;
  border-radius: var(--gaia-radius-sm);
  cursor: pointer;

  &:hover {
    color: var(--gaia-color-primary-hover);
    text-decoration-thickness: 0.125em;
  }
  &[data-variant='standalone'] {
    display: inline-flex;
    align-items: center;
    gap: var(--gaia-space-1);
    min-block-size: var(--gaia-target-min);
    font-weight: var(--gaia-font-weight-medium);
  }
  &[data-variant='subtle'] {
    color: inherit;
  }
  & svg {
    ${iconBox}
  }
`;


/** Holds the new-tab icon's place while its code loads: the icon's own box. */
export const IconSlot = styled.span`
  ${iconBox}
`;
