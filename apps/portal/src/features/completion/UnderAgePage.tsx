import { useState } from 'react';
import { Navigate } from 'react-router';
import { MINIMUM_SERVICE_AGE } from '@gaia/domain';
import { Button, useT } from '@gaia/ui';
import { useSignOut } from '../account/useSignOut';
import { useHeadingFocus } from './useHeadingFocus';
import { useSignedInUser } from './useSignedInUser';
import { Actions, Card, Hint, Title } from './completion.styles';
import { withServerState } from '../../layout/withServerState';

/**
 * /underAge (F2.13, spec 02 §2, §8 "Under 16: customer-not-yet-16 message"): the customer is younger
 * than the minimum service age and cannot use the services; the only way on is signing out.
 */
function UnderAgeBlock() {
  const t = useT();
  const session = useSignedInUser();
  const titleRef = useHeadingFocus<HTMLHeadingElement>(session.status === 'signedIn');
  const [leaving, setLeaving] = useState(false);
  const signOut = useSignOut('INDIVIDUAL', () => undefined);
  if (session.status === 'signedOut') return <Navigate to="/signIn?t=i" replace />;
  return (
    <Card aria-labelledby="underage-title">
      <Title id="underage-title" ref={titleRef} tabIndex={-1}>
        {t('gaia_underage_title')}
      </Title>
      <Hint data-minimum-age={MINIMUM_SERVICE_AGE}>{t('gaia_underage_message')}</Hint>
      <Actions>
        <Button
          variant="secondary"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          {t('gaia_underage_sign_out')}
        </Button>
      </Actions>
    </Card>
  );
}

/** Outside the signed-in area's frame (and inside it), the page brings the query cache itself. */
export default withServerState(UnderAgeBlock);
