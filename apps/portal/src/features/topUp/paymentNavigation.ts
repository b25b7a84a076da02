import { useNavigate } from 'react-router';
import { paymentMethodPath, toPaymentMethodSearch, type PaymentMethodQuery } from '@gaia/domain';

/** The phone layout's breakpoint (the request layer's Device-Type uses the same). */
const PHONE_QUERY = '(max-width: 767px)';

/**
 * On to the payment-method page (F3.8) with a payment's query: /h5/selectPaymentMethod in the phone
 * layout, /selectPaymentMethod on the web.
 */
export function usePaymentNavigation(): (query: PaymentMethodQuery) => void {
  const navigate = useNavigate();
  return (query) => {
    const phone = typeof window !== 'undefined' && Boolean(window.matchMedia?.(PHONE_QUERY).matches);
    void navigate(`${paymentMethodPath(phone)}?${toPaymentMethodSearch(query)}`);
  };
}
