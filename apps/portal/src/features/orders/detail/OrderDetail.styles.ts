import styled from 'styled-components';
import { factList } from '../../../layout/page/facts.styles';
import { visuallyHidden } from '../../../layout/page/stack.styles';

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

export const StateTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-2);
  margin: 0;
  font-size: var(--gaia-font-size-lg);

  &:focus {
    outline: none;
  }

  &[data-tone='error'] svg {
    color: var(--gaia-color-danger);
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: var(--gaia-font-size-md);
`;

/** The order's facts: terms and values in two columns, a little closer than a form page's. */
export const Rows = styled.dl`
  ${factList('minmax(8rem, auto) 1fr')}
  column-gap: var(--gaia-space-3);
`;

export const Notice = styled.p`
  margin: 0;
  padding: var(--gaia-space-3);
  border-inline-start: 4px solid var(--gaia-color-danger);
  background: var(--gaia-color-danger-subtle);
`;

export const Timeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  margin: 0;
  padding-inline-start: var(--gaia-space-5);

  li[data-tone='error'] > strong {
    color: var(--gaia-color-danger);
  }
`;

export const Muted = styled.span`
  display: block;
  color: var(--gaia-color-text-muted);
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-3);
`;

export const ReceiptRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-3);
`;

/** Text for assistive technology only (the timeline's "Problem:" before a declined step). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
