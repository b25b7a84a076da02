import styled from 'styled-components';

/** The locator: one column on a phone, the map beside the list on a wide screen. */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  color: var(--gaia-color-text);
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-xl);

  &:focus {
    outline: none;
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: var(--gaia-space-2) var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-info-subtle);
  color: var(--gaia-color-text);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

export const Columns = styled.div`
  display: grid;
  gap: var(--gaia-space-4);

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  min-inline-size: 0;
`;

export const CityRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--gaia-space-3);

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export const InfoList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--gaia-space-2) var(--gaia-space-3);
  margin: 0;

  dt {
    color: var(--gaia-color-text-muted);
  }

  dd {
    margin: 0;
  }
`;

export const HoursList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Back and Confirm: at the end of the locator, full width on a phone. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-3);

  & > * {
    min-block-size: 44px;
  }

  @media (max-width: 599px) {
    & > * {
      flex: 1 1 0;
    }
  }
`;

/** The Confirm rule's reason, read with the button. */
export const Reason = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: end;
  color: var(--gaia-color-text-muted);
`;
