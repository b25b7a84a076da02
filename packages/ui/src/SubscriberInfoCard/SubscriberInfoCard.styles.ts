import styled from 'styled-components';

export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
  gap: var(--gaia-space-3);
  margin: 0;
`;

export const Detail = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;

  & dt {
    color: var(--gaia-color-text-muted);
    font-size: var(--gaia-font-size-sm);
  }
  & dd {
    margin: 0;
    font-weight: var(--gaia-font-weight-medium);
    overflow-wrap: anywhere;
  }
`;

export const SubLine = styled.span`
  display: block;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
  font-weight: var(--gaia-font-weight-regular);
`;
