import styled from 'styled-components';

/** The address pages: one readable column. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  max-inline-size: 48rem;
  margin-inline: auto;
  padding: var(--gaia-space-5) var(--gaia-space-4);
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gaia-space-3);
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  color: var(--gaia-color-text);

  &:focus {
    outline: none;
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

export const EditorStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

export const EditorActions = styled.div`
  display: flex;
  gap: var(--gaia-space-3);
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  padding: var(--gaia-space-4);
  background: var(--gaia-color-surface);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
`;

export const EntryHeading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-2);
  margin: 0;
  font-size: var(--gaia-font-size-md);
  color: var(--gaia-color-text);
`;

export const Lines = styled.p`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  margin: 0;
  color: var(--gaia-color-text);
`;

export const Muted = styled.span`
  color: var(--gaia-color-text-muted);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-2);
`;
