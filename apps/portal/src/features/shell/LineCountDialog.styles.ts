import styled from 'styled-components';
import { MutedText } from '../../layout/page/text.styles';

export const Form = styled.form`
  display: grid;
  gap: var(--gaia-space-3);
`;

export const StatusText = MutedText;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gaia-color-danger);
`;
