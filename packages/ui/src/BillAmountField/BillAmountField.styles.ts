import styled from 'styled-components';
import { spacedStack } from '../internal/styles/stack';

export { FieldHint as Hint, GroupLabel as Label } from '../internal/FieldParts.styles';

export const Root = styled.div`
  ${spacedStack(2)}
`;

export const ViewRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-2);
`;

export const Amount = styled.output`
  font-size: var(--gaia-font-size-xl);
  font-weight: var(--gaia-font-weight-bold);
  font-variant-numeric: tabular-nums;
`;
