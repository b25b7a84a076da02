import { createContext, useContext } from 'react';

/** The element in the shared header where the signed-in area renders its user actions. */
export const HeaderSlotContext = createContext<HTMLElement | null>(null);

export function useHeaderSlot() {
  return useContext(HeaderSlotContext);
}
