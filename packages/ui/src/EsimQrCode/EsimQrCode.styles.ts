import styled from 'styled-components';
import { definitionsWithInlineAction } from '../internal/styles/definitionItem';
import { secondaryText } from '../internal/styles/secondaryText';
import { centredColumn } from '../internal/styles/stack';
import { headingText } from '../internal/styles/titleText';
import { lightPalette } from '../tokens/palette';

export const EsimRoot = styled.section`
  ${centredColumn(3)}
  text-align: center;
`;

export const EsimTitle = styled.h3`
  ${headingText('md')}
`;

export const EsimHint = styled.p`
  margin: 0;
  ${secondaryText}
`;

export const QrFrame = styled.div`
  padding: var(--gaia-space-2);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  line-height: 0;
  /* Dark on light in both themes, so cameras can read the code. */
  background: ${lightPalette.surface};
`;

/** The code's place while its encoder loads, so nothing below it moves when it is drawn. */
export const QrSlot = styled.div`
  display: inline-block;
`;

export const CodeList = styled.dl`
  ${centredColumn(1)}
  margin: 0;

  ${definitionsWithInlineAction}
  & code {
    direction: ltr;
    unicode-bidi: isolate;
    overflow-wrap: anywhere;
  }
`;
