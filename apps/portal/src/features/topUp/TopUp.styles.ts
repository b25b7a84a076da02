import styled from 'styled-components';
import { focusVisibleRing } from '../../layout/page/controls.styles';
import { readableColumn } from '../../layout/page/frame.styles';
import { QuietPageHeading } from '../../layout/page/headings.styles';
import { columnStack } from '../../layout/page/stack.styles';
import { raisedCard } from '../../layout/page/surface.styles';
import { MutedText } from '../../layout/page/text.styles';

/** The top-up page: one readable column. */
export const Page = styled.div`
  ${readableColumn('40rem')}
`;

export const Title = QuietPageHeading;

export const Intro = MutedText;

/** A card of the page (the top-up form, the bill). */
export const Panel = styled.section`
  ${columnStack(4)}
  ${raisedCard()}
`;

export const Form = styled.form`
  ${columnStack(5)}
`;

export const Muted = MutedText;

/** The line topped up when the customer has only one. */
export const LineText = styled.p`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-medium);
  color: var(--gaia-color-text);
`;

export const Summary = styled.p`
  margin: 0;
  color: var(--gaia-color-text);
`;

export const FormError = styled.p`
  margin: 0;
  padding: var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  border: 1px solid var(--gaia-color-danger);
  color: var(--gaia-color-danger);
  background: var(--gaia-color-surface);
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The home's Top up link, sized as a button (44px target). */
export const EntryLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--gaia-space-2);
  min-block-size: var(--gaia-target-comfortable, 44px);
  padding-inline: var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-primary);
  color: var(--gaia-color-text-on-primary);
  font-weight: var(--gaia-font-weight-medium);
  text-decoration: none;

  &:hover {
    background: var(--gaia-color-primary-hover);
  }

  ${focusVisibleRing('2px')}
`;
