import styled, { css } from 'styled-components';
import { columnsFrom } from '../../../layout/page/frame.styles';
import { headingText, quietFocus } from '../../../layout/page/headings.styles';
import { bareList, gridList, wrappingRow } from '../../../layout/page/stack.styles';
import { outlinedBox } from '../../../layout/page/surface.styles';
import { MutedText } from '../../../layout/page/text.styles';

/** A link drawn as an outlined box in the text colour, not underlined (a category, a banner, a tile). */
const outlinedLink = (radius: 'md' | 'lg') => css`
  ${outlinedBox(radius)}
  color: var(--gaia-color-text);
  text-decoration: none;
`;

/** A picture's frame of the given proportions, on the raised surface while the picture loads. */
const pictureFrame = (ratio: '1 / 1' | '3 / 1', radius: 'md' | 'lg') => css`
  aspect-ratio: ${ratio};
  border-radius: var(--gaia-radius-${radius});
  background: var(--gaia-color-surface-raised);
`;

export const ShopPage = styled.div`
  display: grid;
  gap: var(--gaia-space-5);
  padding-block: var(--portal-column-padding, var(--gaia-space-4));
  min-inline-size: 0;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl, 1.5rem);
  ${quietFocus}
`;

export const SectionTitle = styled.h2`
  ${headingText('lg')}
  margin-block-end: var(--gaia-space-3);
`;

export const NavList = styled.ul`
  ${wrappingRow(2)}
  ${bareList}

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: var(--gaia-target-comfortable, 44px);
    padding-inline: var(--gaia-space-3);
    ${outlinedLink('md')}
  }
  a[aria-current='page'] {
    border-color: var(--gaia-color-primary);
    font-weight: var(--gaia-font-weight-bold);
  }
`;

/* Cards of the final size: the same grid holds the skeletons and the products. */
export const Grid = styled.ul`
  ${gridList(3)}
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));

  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  }
`;

export const SkeletonCard = styled.li`
  display: grid;
  gap: var(--gaia-space-2);
  padding: var(--gaia-space-3);
  ${outlinedBox('lg')}
`;

export const SkeletonImage = styled.span`
  display: block;
  ${pictureFrame('1 / 1', 'md')}
`;

export const Toolbar = styled.div`
  display: grid;
  gap: var(--gaia-space-3);
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

export const Muted = MutedText;

export const Banners = styled.ul`
  ${gridList(3)}
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));

  a {
    display: grid;
    gap: var(--gaia-space-1);
    padding: var(--gaia-space-3);
    ${outlinedLink('lg')}
  }
  img {
    inline-size: 100%;
    block-size: auto;
    ${pictureFrame('3 / 1', 'md')}
  }
  strong {
    font-size: var(--gaia-font-size-md);
  }
`;

export const Tiles = styled.ul`
  ${gridList(2)}
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));

  a,
  li > div {
    display: grid;
    gap: var(--gaia-space-1);
    min-block-size: var(--gaia-target-comfortable, 44px);
    padding: var(--gaia-space-3);
    ${outlinedLink('md')}
  }
`;

export const DetailLayout = styled.div`
  ${columnsFrom('768px', 'minmax(0, 1fr) minmax(0, 1fr)', 5)}
`;

export const Gallery = styled.div`
  display: grid;
  gap: var(--gaia-space-2);

  > img,
  > svg {
    inline-size: 100%;
    max-inline-size: 28rem;
    block-size: auto;
    ${pictureFrame('1 / 1', 'lg')}
  }
`;

export const Thumbs = styled.div`
  display: flex;
  gap: var(--gaia-space-2);

  button {
    inline-size: 56px;
    block-size: 56px;
    padding: 2px;
    border: 2px solid var(--gaia-color-border);
    border-radius: var(--gaia-radius-md);
    background: var(--gaia-color-surface);
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--gaia-color-primary);
  }
  img {
    inline-size: 100%;
    block-size: 100%;
  }
`;

export const Facts = styled.div`
  display: grid;
  gap: var(--gaia-space-3);
  align-content: start;
`;

export const PriceLine = styled.p`
  margin: 0;
  font-size: var(--gaia-font-size-xl, 1.5rem);
  font-weight: var(--gaia-font-weight-bold);
`;

export const Actions = styled.div`
  ${wrappingRow(2)}
`;
