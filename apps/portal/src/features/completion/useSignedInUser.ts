import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../../app/session';

/**
 * The signed-in user of a page outside the signed-in area's frame (/complete, /complete-c,
 * /underAge): pending while the session loads, 'signedOut' when there is none.
 */
export function useSignedInUser() {
  const session = useQuery(sessionQuery);
  if (session.isPending) return { status: 'pending' as const };
  if (session.isError || !session.data) return { status: 'signedOut' as const };
  return { status: 'signedIn' as const, user: session.data };
}
