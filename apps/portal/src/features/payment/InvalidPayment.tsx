import { useNavigate } from 'react-router';
import { FeedbackScreen } from '@gaia/ui';

/** The payment page opened without a payment it can read: it says so and offers the way home. */
export function InvalidPayment() {
  const navigate = useNavigate();
  return (
    <FeedbackScreen
      variant="info"
      title="gaia_checkout_invalid_title"
      description="gaia_checkout_invalid_text"
      primaryActionLabel="gaia_checkout_home"
      onPrimaryAction={() => navigate('/myProfile')}
    />
  );
}
