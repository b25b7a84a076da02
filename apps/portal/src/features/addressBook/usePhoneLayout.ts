import { usePhoneLayout } from '../../layout/usePhoneLayout';

/**
 * Web mode (spec 02 §2 "available only in web mode"): a viewport wider than a phone, as the request
 * layer tells the server (Device-Type web, else h5); follows resizing.
 */
export function useWebMode(): boolean {
  return !usePhoneLayout();
}
