import styled from 'styled-components';

/** Typography for sanitised server HTML, from tokens only. */
export const HtmlContent = styled.div`
  color: var(--gaia-color-text);
  line-height: var(--gaia-font-line-height);
  overflow-wrap: anywhere;

  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin-block: var(--gaia-space-4) var(--gaia-space-2);
    font-size: var(--gaia-font-size-md);
    font-weight: var(--gaia-font-weight-bold);
    line-height: var(--gaia-font-line-height-tight);
  }
  & h1,
  & h2 {
    font-size: var(--gaia-font-size-lg);
  }
  & > :first-child {
    margin-block-start: 0;
  }
  & p,
  & ul,
  & ol {
    margin-block: 0 var(--gaia-space-3);
  }
  & ul,
  & ol {
    padding-inline-start: var(--gaia-space-5);
  }
  & a {
    color: var(--gaia-color-primary);
    text-decoration: underline;
  }
  & table {
    border-collapse: collapse;
    margin-block-end: var(--gaia-space-3);
  }
  & th,
  & td {
    border: 1px solid var(--gaia-color-border);
    padding: var(--gaia-space-1) var(--gaia-space-2);
    text-align: start;
  }
  & img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

export const Loading = styled.p`
  margin: 0;
  padding-block: var(--gaia-space-5);
  color: var(--gaia-color-text-muted);
  text-align: center;
`;
