import type { OrderLayout } from '@gaia/domain';
import { usePhoneLayout } from '../../layout/usePhoneLayout';

/** F3.14: the order cards' layout — mobile on a phone-wide viewport, web otherwise; follows resizing. */
export function useOrderLayout(): OrderLayout {
  return usePhoneLayout() ? 'mobile' : 'web';
}
