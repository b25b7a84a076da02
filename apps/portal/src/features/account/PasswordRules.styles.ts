import styled from 'styled-components';
import { centredRow, gridList, visuallyHiddenText } from '../../layout/page/stack.styles';
import { mutedParagraph } from '../../layout/page/text.styles';

export const RulesBox = styled.div`
  margin-block: calc(-1 * var(--gaia-space-2)) var(--gaia-space-3);
  font-size: var(--gaia-font-size-sm);
`;

export const RulesTitle = styled.p`
  ${mutedParagraph}
  margin-block-end: var(--gaia-space-1);
`;

export const RuleList = styled.ul`
  ${gridList(1)}
`;

/** A rule; met or not is told by the icon's shape and a hidden word as well as by colour. */
export const RuleItem = styled.li`
  ${centredRow(2)}
  color: var(--gaia-color-text-muted);

  &[data-met] {
    color: var(--gaia-color-success);
  }
  & > svg {
    flex: none;
  }
`;

export const HiddenText = styled.span`
  ${visuallyHiddenText}
`;
