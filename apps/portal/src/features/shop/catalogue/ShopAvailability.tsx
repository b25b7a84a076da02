import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Button, Modal, Spinner, useT, useToast } from '@gaia/ui';

/** The shop the locator reports (its name is all the detail page needs). */
interface ChosenShop {
  name?: string;
  orgName?: string;
}

interface LocatorProps {
  skuList?: string[];
  onConfirm(shop: ChosenShop): void;
  onBack?(): void;
  renderInModal?: boolean;
}

/*
 * The shop locator is another area's piece (features/shopLocator/ShopLocator.tsx) and may not be in
 * this build yet: a glob finds it when it exists (and splits it into its own chunk) without failing the
 * build while it does not. Until then the button says the service is not open yet.
 */
const found = import.meta.glob<{ default: ComponentType<LocatorProps> }>('../../shopLocator/ShopLocator.tsx');
const loadLocator = Object.values(found)[0];
const ShopLocator = loadLocator ? lazy(loadLocator) : undefined;

/** F4.1: "check availability in shops" — the shop locator for the chosen SKU, in a modal. */
export function ShopAvailability({ skuId }: { skuId: string }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{t('gaia_shop_detail_availability')}</Button>
      <Modal open={open} onClose={close} title={t('gaia_shop_detail_availability_title')} size="xlarge">
        {ShopLocator ? (
          <Suspense fallback={<Spinner block />}>
            <ShopLocator
              skuList={[skuId]}
              renderInModal
              onBack={close}
              onConfirm={(shop) => {
                close();
                toast.show({ tone: 'info', message: t('gaia_shop_detail_shop_chosen', { shop: shop.name ?? shop.orgName ?? '' }) });
              }}
            />
          </Suspense>
        ) : (
          <p>{t('gaia_shop_detail_availability_soon')}</p>
        )}
      </Modal>
    </>
  );
}
