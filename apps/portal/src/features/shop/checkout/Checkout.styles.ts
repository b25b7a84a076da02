import styled from 'styled-components';
import { factValue } from '../../../layout/page/facts.styles';
import { StackedForm } from '../../../layout/page/form.styles';
import { StaticPageHeading, quietHeading } from '../../../layout/page/headings.styles';
import { wrappingRow } from '../../../layout/page/stack.styles';
import { ShopPage, shopNotice } from '../shopPage.styles';

/** The checkout's column (the shop's page frame). */
export const Page = styled(ShopPage).attrs({ $width: 900 })``;

export const Title = StaticPageHeading;

export const StepHeading = styled.h2`
  ${quietHeading('lg')}
`;

export const Form = StackedForm;

export const Actions = styled.div`
  ${wrappingRow(3)}
  justify-content: space-between;
`;

export const Facts = styled.dl`
  display: grid;
  gap: var(--gaia-space-2);
  margin: 0;
  & div {
    ${wrappingRow(2)}
  }
  & dt {
    color: var(--gaia-color-text-muted);
  }
  & dd {
    ${factValue('bold')}
  }
`;

export const Alert = styled.div`
  ${shopNotice}
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gaia-color-danger);
  font-weight: var(--gaia-font-weight-bold);
`;
