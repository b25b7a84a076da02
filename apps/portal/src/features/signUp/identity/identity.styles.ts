import styled from 'styled-components';
import { equalActions } from '../../../layout/page/actions.styles';
import { strongFactList } from '../../../layout/page/facts.styles';
import { GroupHeading, StepHeading as PageStepHeading } from '../../../layout/page/headings.styles';
import { columnStack, visuallyHidden } from '../../../layout/page/stack.styles';
import { outlinedBox } from '../../../layout/page/surface.styles';
import { Intro as PageIntro, hiddenWhenEmpty } from '../../../layout/page/text.styles';

/** The step: a column of sections. */
export const StepForm = styled.form`
  ${columnStack(5)}
`;

/** The step's heading; focus moves here when the step appears (tabIndex -1). */
export const StepHeading = PageStepHeading;

export const Intro = PageIntro;

/** A titled group of fields. */
export const Section = styled.section`
  ${columnStack(3)}
  padding: var(--gaia-space-4);
  ${outlinedBox()}
`;

export const SectionHeading = GroupHeading;

/** What step one fixed (nationality, ID number), shown read-only. */
export const Facts = styled.dl`
  ${strongFactList('max-content 1fr')}
`;

/** Buttons side by side, wrapping on narrow screens; every one at least 44px high (the kit's). */
export const Actions = styled.div`
  ${equalActions('12rem')}
`;

/** Fields in two columns where there is room. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: var(--gaia-space-4);
`;

/** A status line (reading, read); empty when nothing to say. */
export const StatusLine = styled.p`
  margin: 0;
  ${hiddenWhenEmpty}
`;

/** Why a field cannot be changed (locked on the profile, or fixed by OCR). */
export const FieldReason = styled.p`
  margin: 0;
  margin-block-start: calc(-1 * var(--gaia-space-2));
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text-muted);
`;

/** A hidden file input, opened by a button. */
export const HiddenFileInput = styled.input`
  ${visuallyHidden}
`;
