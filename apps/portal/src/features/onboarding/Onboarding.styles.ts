import styled from 'styled-components';
import { factList } from '../../layout/page/facts.styles';
import { centredWidth } from '../../layout/page/frame.styles';
import {
  StaticPageHeading,
  StepHeading as PageStepHeading,
} from '../../layout/page/headings.styles';
import { columnStack, wrappingRow } from '../../layout/page/stack.styles';
import { flowCard, outlinedBox } from '../../layout/page/surface.styles';
import { Intro as PageIntro } from '../../layout/page/text.styles';

/** The page: the step indicator above one card holding the current step. */
export const Page = styled.div`
  ${columnStack(5)}
  ${centredWidth('56rem')}
`;

export const Card = styled.section`
  ${columnStack(4)}
  ${flowCard}
`;

export const PageTitle = StaticPageHeading;

/** The step's heading; focus moves here on each step change (tabIndex -1). */
export const StepHeading = PageStepHeading;

export const Intro = PageIntro;

export const Actions = styled.div`
  ${wrappingRow(3)}
  justify-content: space-between;
  padding-block-start: var(--gaia-space-2);
`;

export const Notice = styled.p`
  margin: 0;
  padding: var(--gaia-space-3);
  background: var(--gaia-color-surface-muted, var(--gaia-color-surface));
  ${outlinedBox()}
`;

/** Key/value rows of the review and of what was chosen. */
export const Facts = styled.dl`
  ${factList('minmax(8rem, max-content) minmax(0, 1fr)')}
`;

export const Section = styled.div`
  ${columnStack(3)}
`;

export const SignatureImage = styled.img`
  display: block;
  max-inline-size: 20rem;
  inline-size: 100%;
  background: #fff;
  ${outlinedBox()}
`;
