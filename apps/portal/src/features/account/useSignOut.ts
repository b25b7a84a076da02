import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signInHrefAfterSignOut, type PartyType } from '@gaia/domain';
import { authApi } from '../../app/api';
import { signOutSession } from '../../app/session';

/**
 * F2.14 sign-out: POST /ecare/user/logout (empty body), then the session is forgotten and sign-in
 * opens on the tab of the user type that signed out (spec 01 §2: t=c corporate, else t=i). A failed
 * logout call still ends the session on this device.
 */
export function useSignOut(partyType: PartyType, onLeave: () => void) {
  const navigate = useNavigate();
  return useCallback(async () => {
    // Read before anything can clear the session (a 401 on logout runs the re-login handler).
    const href = signInHrefAfterSignOut(partyType);
    await authApi.logout().catch(() => undefined);
    // The signed-in area stops rendering first, so nothing reacts to the session it is about to lose.
    onLeave();
    signOutSession();
    navigate(href, { replace: true });
  }, [navigate, partyType, onLeave]);
}
