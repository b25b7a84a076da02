import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  inline-size: min(100%, 60rem);
  margin-inline: auto;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);

  &:focus {
    outline: none;
  }
`;

export const Orders = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--gaia-space-3);
`;

/** The list's heading: in the outline for assistive technology, not shown. */
export const ListTitle = styled.h2`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
