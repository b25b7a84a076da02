import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { backPlan, confirmPlan, parseLocatorParams, type LocatorShop } from '@gaia/domain/stores';
import { appHost } from '../../app/nativeHost';
import { LazyLocatorModal } from './LazyLocatorModal';
import { PageRoot } from './ShopLocatorPage.styles';
import ShopLocator from './ShopLocator';

/**
 * /shopLocator and /h5/shopLocator (spec 03 §2, §4; F3.18): the locator with the page's query
 * parameters — tag, skuList (JSON), redirectUrl, callback (closePage), saveParamKey, renderInModal.
 * Confirm saves the shop and closes the host page, or replaces the route with the redirect plus
 * `point`; Back closes the host page in the same cases, else goes back.
 */
export default function ShopLocatorPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => parseLocatorParams(search), [search]);
  const [modalOpen, setModalOpen] = useState(true);

  function confirm(shop: LocatorShop) {
    const plan = confirmPlan(params, shop);
    if (plan.kind === 'saveAndClose') {
      appHost.saveShop(plan.key, plan.shop);
      appHost.closePage();
    } else {
      void navigate(plan.url, { replace: true });
    }
  }

  function back() {
    if (backPlan(params) === 'close') appHost.closePage();
    else void navigate(-1);
  }

  const locator = (
    <ShopLocator
      skuList={params.skuList}
      {...(params.tag ? { tag: params.tag } : {})}
      onConfirm={confirm}
      onBack={back}
      renderInModal={params.renderInModal}
      headingLevel={1}
    />
  );

  if (params.renderInModal) {
    return (
      <PageRoot>
        <LazyLocatorModal
          open={modalOpen}
          onClose={() => {
            setModalOpen(false);
            back();
          }}
        >
          {locator}
        </LazyLocatorModal>
      </PageRoot>
    );
  }
  return <PageRoot>{locator}</PageRoot>;
}
