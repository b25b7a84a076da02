import styled from 'styled-components';

export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  max-inline-size: 64rem;
  margin-inline: auto;
  padding: var(--gaia-space-4);
  color: var(--gaia-color-text);
`;

export const PageHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-3);
  flex-wrap: wrap;
`;

export const PageTitle = styled.h1`
  flex: 1;
  margin: 0;
  font-size: var(--gaia-font-size-xl);

  &:focus {
    outline: none;
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

export const Notice = styled.p`
  margin: 0;
  padding: var(--gaia-space-2) var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-info-subtle);
  color: var(--gaia-color-text);

  &[data-tone='warning'] {
    background: var(--gaia-color-warning-subtle);
  }

  &[data-tone='success'] {
    background: var(--gaia-color-success-subtle);
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: var(--gaia-space-4);

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const ListSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  min-inline-size: 0;
`;

export const ListTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
`;

export const AddressItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  max-block-size: 20rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AddressButton = styled.button`
  inline-size: 100%;
  min-block-size: 44px;
  padding: var(--gaia-space-2) var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: var(--gaia-color-surface-sunken);
  }

  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary-subtle);
    font-weight: var(--gaia-font-weight-bold);
  }
`;

export const NoMatch = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

export const Chosen = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  padding: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
`;

export const ChosenTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-md);
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--gaia-space-3);
`;
