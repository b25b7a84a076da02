import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  min-inline-size: 0;
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-1);
`;

/** Keeps the help button's place while its code loads (or when it could not load). */
export const HelpSlot = styled.span`
  display: inline-block;
  flex: none;
  inline-size: var(--gaia-target-min);
  block-size: var(--gaia-target-min);
`;

export const Label = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

export const RequiredMarker = styled.span`
  color: var(--gaia-color-danger);
  margin-inline-start: var(--gaia-space-1);
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-2);
`;

export const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-3);
  padding: var(--gaia-space-2);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  min-inline-size: 0;

  &[data-status='uploading'] {
    opacity: 0.7;
  }
`;

export const Preview = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: var(--gaia-target-comfortable);
  block-size: var(--gaia-target-comfortable);
  border-radius: var(--gaia-radius-sm);
  background: var(--gaia-color-surface-sunken);
  color: var(--gaia-color-text-muted);
  overflow: hidden;

  & img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const FileName = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  color: var(--gaia-color-text);
`;

export const HiddenInput = styled.input`
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

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
