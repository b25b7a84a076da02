import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorBehaviour } from '@gaia/domain/api';
import { onApiError } from './api';

/**
 * The app-wide rules of the error catalogue (spec 01 §8, F0.2): HTTP 593 sends the browser to the
 * maintenance page with the server's texts. 401 is handled by the signed-in area, which owns the session.
 */
export function ErrorCatalogueBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onApiError((error) => {
        const behaviour = errorBehaviour(error);
        if (behaviour.kind === 'maintenance') {
          navigate('/maintenance', { replace: true, state: { title: behaviour.title, notice: behaviour.notice } });
        }
      }),
    [navigate],
  );
  return null;
}
