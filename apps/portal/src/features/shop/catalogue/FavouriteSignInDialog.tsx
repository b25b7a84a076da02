import { Button, Modal, useT } from '@gaia/ui';
import type { OnDemandDialogProps } from '../../../app/lazyDialog';

export interface FavouriteSignInDialogProps extends OnDemandDialogProps {
  /** Sign in first: favourites live in the account. */
  onSignIn: () => void;
}

/** F4.2: a visitor pressed a heart — favourites live in the account, so sign-in is offered first. */
export function FavouriteSignInDialog({ open, onSignIn, onClose }: FavouriteSignInDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('gaia_shop_favourite_sign_in_title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{t('gaia_shop_favourite_not_now')}</Button>
          <Button onClick={onSignIn}>{t('gaia_shop_favourite_sign_in')}</Button>
        </>
      }
    >
      <p>{t('gaia_shop_favourite_sign_in_text')}</p>
    </Modal>
  );
}
