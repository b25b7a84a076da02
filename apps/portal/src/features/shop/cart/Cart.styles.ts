import styled from 'styled-components';
import { columnsFrom } from '../../../layout/page/frame.styles';
import { quietHeading } from '../../../layout/page/headings.styles';
import { bareList, spreadHeaderRow } from '../../../layout/page/stack.styles';
import { ShopPage, shopNotice } from '../shopPage.styles';

/** The cart's column (the shop's page frame). */
export const Page = styled(ShopPage).attrs({ $width: 1100 })``;

export const Title = styled.h1`
  ${quietHeading('xl')}
`;

export const Columns = styled.div`
  ${columnsFrom('900px', 'minmax(0, 2fr) minmax(280px, 1fr)', 4)}
  align-items: start;
`;

export const Lines = styled.ul`
  ${bareList}
`;

export const Toolbar = styled.div`
  ${spreadHeaderRow(3)}
`;

export const Notice = styled.div`
  ${shopNotice}

  & h2 {
    margin: 0 0 var(--gaia-space-2);
    font-size: var(--gaia-font-size-md);
  }
`;
