import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { errorBehaviour } from '@gaia/domain/api';
import { Button } from '@gaia/ui';
import { authApi, onApiError } from '../app/api';
import { useHeaderSlot } from '../app/HeaderSlot';
import { queryClient } from '../app/queryClient';
import { endSession } from '../app/session';

/**
 * The signed-in area (loaded on demand): server-state cache, the sign-out action in the header and
 * the 401 rule of the error catalogue (spec 01 §8: re-login).
 */
export default function SignedInArea() {
  const navigate = useNavigate();
  const slot = useHeaderSlot();

  useEffect(
    () =>
      onApiError((error) => {
        if (errorBehaviour(error).kind === 'relogin') navigate(`/signIn?t=${endSession()}`, { replace: true });
      }),
    [navigate],
  );

  const signOut = async () => {
    await authApi.logout().catch(() => undefined);
    navigate(`/signIn?t=${endSession()}`, { replace: true });
  };

  return (
    <QueryClientProvider client={queryClient}>
      {slot
        ? createPortal(
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              gaia_header_sign_out
            </Button>,
            slot,
          )
        : null}
      <Outlet />
    </QueryClientProvider>
  );
}
