import styled from 'styled-components';
import { ShopPage } from '../shopPage.styles';

/** The checkout's column (the shop's page frame). */
export const Page = styled(ShopPage).attrs({ $width: 900 })``;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
`;

export const StepHeading = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  &:focus {
    outline: none;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
  justify-content: space-between;
`;

export const Facts = styled.dl`
  display: grid;
  gap: var(--gaia-space-2);
  margin: 0;
  & div {
    display: flex;
    flex-wrap: wrap;
    gap: var(--gaia-space-2);
  }
  & dt {
    color: var(--gaia-color-text-muted);
  }
  & dd {
    margin: 0;
    font-weight: var(--gaia-font-weight-bold);
  }
`;

export const Alert = styled.div`
  padding: var(--gaia-space-3) var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  border: 1px solid var(--gaia-color-border-strong);
  background: var(--gaia-color-surface-sunken);
  color: var(--gaia-color-text);
  & p,
  & ul {
    margin: 0 0 var(--gaia-space-2);
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gaia-color-danger);
  font-weight: var(--gaia-font-weight-bold);
`;
