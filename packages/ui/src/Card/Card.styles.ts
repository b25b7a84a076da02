import styled from 'styled-components';
import { secondaryParagraph } from '../internal/styles/secondaryText';
import { columnStack } from '../internal/styles/stack';

export const CardRoot = styled.div`
  ${columnStack}
  gap: var(--gaia-space-3);
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
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--gaia-space-3);
`;

export const CardHeading = styled.div`
  ${columnStack}
  gap: var(--gaia-space-1);
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
  line-height: var(--gaia-font-line-height-tight);
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
  ${columnStack}
  gap: var(--gaia-space-3);
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-2);
  padding-block-start: var(--gaia-space-3);
  border-block-start: 1px solid var(--gaia-color-border);
`;
