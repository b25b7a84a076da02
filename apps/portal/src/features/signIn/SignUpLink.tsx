import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Feature, isFeatureEnabled, SignInRoute } from '@gaia/domain';
import { Link } from '@gaia/ui';
import { lazyWithMessages } from '../../app/lazyWithMessages';
import { loadPortalConfig } from '../../app/portalConfig';
import { Links } from './SignInPage.styles';
import { RouterAnchor } from './RouterAnchor';

const CameraNotDetectedDialog = lazyWithMessages(() => import('./CameraNotDetectedDialog'), { placement: 'dialog' });

/**
 * "Don't have an account?" (F1.8). Corporate goes to /signUp-c. Individual first asks whether a
 * registration still needs completing (completeFlag N → /signIn?t=signUp, else /signUp); when face
 * collection is required at registration the camera is checked first, and without one the
 * camera-not-detected dialog (400) shows and nothing navigates.
 */
export function SignUpLink({ corporate }: { corporate: boolean }) {
  const navigate = useNavigate();
  const [cameraDialog, setCameraDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const returnFocus = useRef(false);

  // Back to the link once the dialog has gone (its own focus handling has finished by then).
  useEffect(() => {
    if (cameraDialog || !returnFocus.current) return;
    returnFocus.current = false;
    linkRef.current?.focus();
  }, [cameraDialog]);

  const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (corporate || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // The checks and the request layer load with the click.
      // The decision needs the backend's configuration (is face collection required?): a click made
      // before it has arrived waits for it rather than deciding on the defaults.
      const [{ signUpOutcome }, config] = await Promise.all([import('./signUpOutcome'), loadPortalConfig()]);
      const outcome = await signUpOutcome(isFeatureEnabled(config, Feature.registrationFaceRequired));
      if (outcome.action === 'cameraDialog') setCameraDialog(true);
      else navigate(outcome.to);
    } catch {
      // The checks could not be downloaded (offline): the link still leads where it says; the page
      // there tells what it cannot load and offers to try again.
      navigate(SignInRoute.signUp);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Links>
      <Link
        as={RouterAnchor}
        variant="standalone"
        href={corporate ? SignInRoute.signUpCorporate : SignInRoute.signUp}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => void follow(event)}
        aria-busy={busy || undefined}
        ref={linkRef}
      >
        gaia_portal_signin_no_account
      </Link>
      {cameraDialog ? (
        <CameraNotDetectedDialog
          onClose={() => {
            setCameraDialog(false);
            returnFocus.current = true;
          }}
        />
      ) : null}
    </Links>
  );
}
