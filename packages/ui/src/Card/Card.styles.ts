import styled from 'styled-components';
import { startAlignedRow, wrappingRow } from '../internal/styles/row';
import { secondaryParagraph } from '../internal/styles/secondaryText';
import { spacedStack } from '../internal/styles/stack';
import { titleText } from '../internal/styles/titleText';

export const CardRoot = styled.div`
  ${spacedStack(3)}
  margin: 0;
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
  list-style: none;

  &[data-elevation='0'] {
    box-shadow: none;
  }
  &[data-elevation='1'] {
    box-shadow: var(--gaia-elevation-1);
  }
  &[data-elevation='2'] {
    box-shadow: var(--gaia-elevation-2);
    background: var(--gaia-color-surface-raised);
  }
  &[data-elevation='3'] {
    box-shadow: var(--gaia-elevation-3);
    background: var(--gaia-color-surface-raised);
  }
  &[data-padding='none'] {
    padding: 0;
  }
  &[data-padding='sm'] {
    padding: var(--gaia-space-3);
  }
  &[data-padding='lg'] {
    padding: var(--gaia-space-5);
  }
  &[data-tone='danger'] {
    border-color: var(--gaia-color-danger);
    border-inline-start-width: 4px;
  }
`;

export const CardHeader = styled.div`
  ${startAlignedRow(3)}
  justify-content: space-between;
`;

export const CardHeading = styled.div`
  ${spacedStack(1)}
`;

export const CardTitle = styled.h3`
  ${titleText('lg')}
`;

export const CardDescription = styled.p`
  ${secondaryParagraph}
`;

export const CardActions = styled.div`
  display: flex;
  flex: none;
  gap: var(--gaia-space-2);
`;

/** The content stacks with the card's own rhythm, so parts of a composite card never touch. */
export const CardBody = styled.div`
  ${spacedStack(3)}
`;

export const CardFooter = styled.div`
  ${wrappingRow(2)}
  justify-content: flex-end;
  padding-block-start: var(--gaia-space-3);
  border-block-start: 1px solid var(--gaia-color-border);
`;
