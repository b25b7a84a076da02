import styled from 'styled-components';

export const Frame = styled.div<{ $withMenu: boolean }>`
  display: grid;
  gap: var(--gaia-space-4);
  grid-template-columns: ${({ $withMenu }) => ($withMenu ? 'minmax(12rem, 15rem) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: start;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

/**
 * Holds the menu's place while the menu and the permissions load, so the page does not move when the
 * menu arrives: the column on wide screens, the strip's height (one 44 px entry in the nav's
 * padding and border) on phones.
 */
export const MenuPlaceholder = styled.div`
  @media (max-width: 767px) {
    min-block-size: calc(var(--gaia-target-comfortable) + 2 * var(--gaia-space-2) + 2px);
  }
`;

/**
 * The page itself. The portal's main area runs edge to edge on phones (the sign-in card fills the
 * screen there), so the signed-in pages keep their own gutter: text and cards never touch the edge.
 */
export const Content = styled.div`
  min-inline-size: 0;
  @media (max-width: 767px) {
    padding-block: var(--gaia-space-4);
    padding-inline: var(--gaia-space-4);
    --portal-column-padding: 0;
  }
`;

export const ExploreNotice = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: var(--gaia-space-3) var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-primary-subtle);
  color: var(--gaia-color-text);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-2);
`;
