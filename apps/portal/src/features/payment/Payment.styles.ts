import styled from 'styled-components';

/** The payment page: one column, centred, on the white page the shell gives /selectPaymentMethod. */
export const PaymentLayout = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  max-inline-size: 36rem;
  margin-inline: auto;
  padding-block: var(--gaia-space-5);
  padding-inline: var(--gaia-space-4);
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

/** Label and value pairs of a payment (what, for whom, how much). */
export const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: 0;
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);

  dt {
    color: var(--gaia-color-text-muted);
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

/** The form: the method choice, the note, the action. */
export const MethodForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);

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
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-3);
`;
