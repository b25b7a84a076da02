import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../app/queryClient';

/**
 * A screen with the portal's one server-state cache around it. Public pages, the pieces a host
 * embeds and the signed-in area itself render outside any provider of the cache, so each brings it.
 */
export function withServerState<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithServerState(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  return WithServerState;
}
