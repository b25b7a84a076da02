import styled from 'styled-components';
import { stackedDefinition } from '../internal/styles/definitionItem';
import { definitionGrid } from '../internal/styles/grid';
import { secondaryText } from '../internal/styles/secondaryText';

export const Details = styled.dl`
  ${definitionGrid('10rem')}
`;

export const Detail = styled.div`
  ${stackedDefinition}

  & dd {
    font-weight: var(--gaia-font-weight-medium);
    overflow-wrap: anywhere;
  }
`;

export const SubLine = styled.span`
  display: block;
  ${secondaryText}
  font-weight: var(--gaia-font-weight-regular);
`;
