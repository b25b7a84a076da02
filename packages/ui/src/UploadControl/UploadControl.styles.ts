import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { centredContent } from '../internal/styles/centredContent';
import { centredRow, wrappingRow } from '../internal/styles/row';
import { spacedStack } from '../internal/styles/stack';
import { visuallyHidden } from '../internal/styles/visuallyHidden';

export {
  FieldHint as Hint,
  GroupLabel as Label,
  RequiredMarker,
} from '../internal/FieldParts.styles';

export const Root = styled.div`
  ${spacedStack(2)}
`;

export const LabelRow = styled.div`
  ${centredRow(1)}
`;

export const Actions = styled.div`
  ${wrappingRow(2)}
  align-items: center;
`;

export const FileRow = styled.div`
  ${centredRow(3)}
  padding: var(--gaia-space-2);
  ${borderedBox}
  min-inline-size: 0;

  &[data-status='uploading'] {
    opacity: 0.7;
  }
`;

export const Preview = styled.span`
  ${centredContent}
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

/** The native file input: the visible buttons open it; it stays in the form for its value. */
export const HiddenInput = styled.input`
  ${visuallyHidden}
`;

/** The status line said to screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
