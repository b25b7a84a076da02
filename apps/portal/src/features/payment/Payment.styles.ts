import styled from 'styled-components';
import { strongFactList } from '../../layout/page/facts.styles';
import { readableColumn } from '../../layout/page/frame.styles';
import { headingFocusRing, quietHeading } from '../../layout/page/headings.styles';
import { columnStack, wrappingRow } from '../../layout/page/stack.styles';
import { outlinedBox } from '../../layout/page/surface.styles';
import { MutedText } from '../../layout/page/text.styles';

/** The payment page: one column, centred, on the white page the shell gives /selectPaymentMethod. */
export const PaymentLayout = styled.section`
  ${readableColumn('36rem')}
`;

export const PageTitle = styled.h1`
  ${quietHeading('xl')}
  ${headingFocusRing}
`;

/** Label and value pairs of a payment (what, for whom, how much). */
export const SummaryList = styled.dl`
  ${strongFactList('max-content minmax(0, 1fr)')}
  padding: var(--gaia-space-4);
  ${outlinedBox('lg')}
`;

export const Muted = MutedText;

/** The form: the method choice, the note, the action. */
export const MethodForm = styled.form`
  ${columnStack(4)}

  & > button {
    align-self: stretch;
  }
`;

/** A failure said where it happened (the form), in the error colour. */
export const FormError = styled.p`
  margin: 0;
  color: var(--gaia-color-danger);
  font-weight: 600;
`;

export const Actions = styled.div`
  ${wrappingRow(3)}
`;
