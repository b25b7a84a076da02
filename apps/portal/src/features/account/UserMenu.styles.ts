import styled from 'styled-components';
import { visuallyHiddenText, wrappingRow } from '../../layout/page/stack.styles';
import { narrowHeader } from '../../layout/Shell.styles';

/** Holds the menu button; on phones the name is hidden visually (kept as the accessible name), the avatar stays. */
export const MenuSlot = styled.div`
  display: inline-flex;

  @media (max-width: 767px) {
    & [aria-haspopup='menu'] > span:not([aria-hidden]) {
      ${visuallyHiddenText}
    }
  }
  /* The narrowest phones: the avatar alone, in a tighter button (HeaderAccountPlaceholder likewise). */
  @media ${narrowHeader} {
    & [aria-haspopup='menu'] {
      padding-inline: var(--gaia-space-2);
    }
    & [aria-haspopup='menu'] > svg {
      display: none;
    }
  }
`;

export const UserName = styled.span`
  font-weight: var(--gaia-font-weight-bold);
  font-size: var(--gaia-font-size-md);
  overflow-wrap: anywhere;
`;

export const UserId = styled.span`
  ${wrappingRow(1)}
  color: var(--gaia-color-text-muted);
`;

export const UserCode = styled.span`
  color: var(--gaia-color-text);
  font-weight: var(--gaia-font-weight-medium);
  unicode-bidi: isolate;
`;

export const BadgeRow = styled.span`
  display: flex;
`;
