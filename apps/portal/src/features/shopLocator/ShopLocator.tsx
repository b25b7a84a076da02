import { Suspense, lazy, useEffect, useRef } from 'react';
import { Button, EmptyState, LoadFailed, Skeleton, Spinner, useGaia } from '@gaia/ui';
import {
  LocatorMessageKey as K,
  showsCityPicker,
  showsMap,
  type LocatorShop,
  type SelectionMode,
} from '@gaia/domain/stores';
import { LazyCityPicker } from './LazyCityPicker';
import { ShopInfoCard } from './ShopInfoCard';
import { ShopList } from './ShopList';
import { CityRow, Column, Columns, Footer, Heading, Muted, Notice, Reason, Root } from './ShopLocator.styles';
import { useShopLocator } from './useShopLocator';
import { withServerState } from '../../layout/withServerState';

const LocatorMap = lazy(() => import('./LocatorMap'));

/** The shop locator others embed (onboarding pickup, shop checkout) and /shopLocator wraps. */
export interface ShopLocatorProps {
  /** SKUs the shop must have in stock; a shop out of any of them cannot be confirmed. */
  skuList?: string[];
  /** Only shops offering this service (PICKUP, SALES, SERVICE). */
  tag?: string;
  /** Called with the chosen shop when Confirm is pressed. */
  onConfirm(shop: LocatorShop): void;
  /** Shows Back and calls it when pressed. */
  onBack?(): void;
  /** Laid out for a modal: no own heading (the modal's title names it). @default false */
  renderInModal?: boolean;
  /** The selection mode; the configured selectStoreMethod when omitted. */
  selectionMode?: SelectionMode;
  /** The heading's level when not in a modal (1 on its own page). @default 2 */
  headingLevel?: 1 | 2;
}

const NO_SKUS: string[] = [];

/**
 * The shop locator (spec 03 §2, §4; F3.18): the shops near the person (or every shop when none is
 * near), a city list to look elsewhere, each shop's stock for the SKU list, a map and a list to
 * choose from, the chosen shop's card, and Confirm once a shop with stock is chosen.
 * Works outside the signed-in shell too (public pages, stories): the app's cache either way.
 */
export default withServerState(Locator);

function Locator({ skuList = NO_SKUS, tag, onConfirm, onBack, renderInModal = false, selectionMode, headingLevel = 2 }: ShopLocatorProps) {
  const { t, config } = useGaia();
  const state = useShopLocator({ skuList, ...(tag ? { tag } : {}), ...(selectionMode ? { mode: selectionMode } : {}) });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new screen: its heading takes focus, so screen readers start at the locator.
  useEffect(() => {
    if (!renderInModal) headingRef.current?.focus();
  }, [renderInModal]);

  const { mode, selected, shops } = state;
  // The locator's own sections sit one level under its heading (a modal's title is an h2).
  const subLevel = renderInModal ? 3 : headingLevel === 1 ? 2 : 3;
  const center = selected?.position ?? shops[0]?.position ?? state.start?.point;
  const scopeText =
    state.scope === 'city'
      ? t(K.scopeCity, { city: state.city?.stdAddr ?? '' })
      : state.scope === 'all'
        ? t(K.scopeAll)
        : state.scope === 'near'
          ? t(K.scopeNear)
          : undefined;

  return (
    <Root aria-labelledby={renderInModal ? undefined : 'shop-locator-heading'} aria-busy={state.loading}>
      {renderInModal ? null : (
        <Heading as={`h${headingLevel}`} id="shop-locator-heading" ref={headingRef} tabIndex={-1}>
          {t(K.title)}
        </Heading>
      )}
      {state.start?.source === 'default' && !state.cityId ? <Notice role="status">{t(K.locationDefault)}</Notice> : null}
      {showsCityPicker(mode) ? (
        <CityRow>
          <LazyCityPicker cities={state.cities} cityId={state.cityId} onPick={state.pickCity} />
          {state.cityId ? (
            <Button variant="secondary" onClick={() => state.pickCity('')}>
              {t(K.showNearby)}
            </Button>
          ) : null}
        </CityRow>
      ) : null}
      {state.loading && shops.length === 0 ? (
        <Spinner delay={config.spinnerDelayMs} label={state.start ? K.loading : K.locating} block />
      ) : state.failed ? (
        <LoadFailed message={K.loadFailed} onRetry={state.retry} />
      ) : shops.length === 0 ? (
        <EmptyState
          title={K.noShopsTitle}
          description={K.noShopsText}
          headingLevel={subLevel}
          action={
            state.cityId ? (
              <Button onClick={() => state.pickCity('')}>{t(K.showNearby)}</Button>
            ) : onBack ? (
              <Button onClick={onBack}>{t(K.back)}</Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {scopeText ? <Muted role="status">{scopeText}</Muted> : null}
          {state.noStockAnywhere ? (
            <EmptyState compact title={K.noStockTitle} description={K.noStockText} headingLevel={subLevel} />
          ) : null}
          <Columns>
            {showsMap(mode) && center ? (
              <Suspense fallback={<Skeleton variant="rect" height="360px" />}>
                <LocatorMap shops={shops} selectedId={selected?.orgId} center={center} onSelect={state.select} />
              </Suspense>
            ) : null}
            <Column>
              {selected ? <ShopInfoCard shop={selected} headingLevel={subLevel} /> : <Muted>{t(K.chooseShop)}</Muted>}
              <ShopList shops={shops} selectedId={selected?.orgId} onSelect={state.select} />
            </Column>
          </Columns>
        </>
      )}
      <Footer>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t(K.back)}
          </Button>
        ) : null}
        <Button
          disabled={!state.confirmable}
          loading={state.loading && shops.length > 0}
          aria-describedby={state.confirmable ? undefined : 'shop-locator-confirm-reason'}
          onClick={() => {
            if (selected && state.confirmable) onConfirm(selected);
          }}
        >
          {t(K.confirm)}
        </Button>
        {!state.confirmable && !state.loading ? (
          <Reason id="shop-locator-confirm-reason">
            {t(selected ? K.selectedOutOfStock : K.chooseShop)}
          </Reason>
        ) : null}
      </Footer>
    </Root>
  );
}
