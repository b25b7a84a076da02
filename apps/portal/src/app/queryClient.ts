import { QueryClient } from '@tanstack/react-query';

/**
 * The server-state cache of the signed-in area. Loaded with that area, not with /signIn, whose first
 * paint needs no queries (B6: first-load budget).
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
