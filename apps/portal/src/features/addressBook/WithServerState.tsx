import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../app/queryClient';

/**
 * The portal's one server-state cache around an address piece: the public pages (the buy-SIM flow)
 * render outside the signed-in area's provider, and the embeddable pieces render wherever a host puts them.
 */
export function WithServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
