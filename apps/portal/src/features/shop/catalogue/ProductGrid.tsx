import { memo, useCallback, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { ProductCard, Skeleton, useT } from '@gaia/ui';
import type { ProductSummary } from '@gaia/domain';
import { runtimeConfig } from '../../../app/runtimeConfig';
import { LazyFavouriteSignInDialog, preloadFavouriteSignInDialog } from './lazyFavouriteSignInDialog';
import { hasSession } from './catalogueApi';
import { useFavouriteCheckTurn } from './favouriteCheckTurns';
import { EAGER_IMAGES, productImageSrc } from './productImages';
import { useFavouriteSignIn, useFavouriteToggle, useIsFavourite } from './useFavourite';
import { Grid, SkeletonCard, SkeletonImage } from './Shop.styles';

/*
 * A card's own state changes after it shows (its turn to ask about its heart, the answer): what it
 * draws is redrawn only when what it shows changes, not for each of those.
 */
const Card = memo(ProductCard);

/** A card's heart (its only button) pointed at or focused: a visitor's press of it asks to sign in. */
function preloadOnHeart(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('button')) preloadFavouriteSignInDialog();
}

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** Name of the list for assistive technology. */
  label: string;
  /** Whether every card shows as a favourite (the favourites page). */
  allFavourites?: boolean;
  /** Level of the cards' name headings: 2 right under the page title, 3 under a section. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * The products as a list of cards with hearts (F4.1, F4.2). Drawn again only when its own props or
 * state change: a page around it renders several times as it settles (its filters' code and
 * options arriving, a deferred answer), and each time a dozen cards with their translations and
 * prices would be drawn again for nothing.
 */
export const ProductGrid = memo(function ProductGrid({ products, label, allFavourites = false, headingLevel = 3 }: ProductGridProps) {
  const signIn = useFavouriteSignIn();
  const favourites = useFavouriteToggle(signIn.ask);
  // One for the grid, not one per card: each is a router hook with an effect of its own.
  const navigate = useNavigate();
  return (
    <>
      <Grid aria-label={label} onPointerOver={preloadOnHeart} onFocus={preloadOnHeart}>
        {products.map((product, index) => (
          <li key={product.productId}>
            <GridCard
              product={product}
              eager={index < EAGER_IMAGES}
              allFavourites={allFavourites}
              headingLevel={headingLevel}
              pending={favourites.pendingId === product.productId}
              onToggle={favourites.toggle}
              navigate={navigate}
            />
          </li>
        ))}
      </Grid>
      <LazyFavouriteSignInDialog open={signIn.asking} onSignIn={signIn.signIn} onClose={signIn.cancel} />
    </>
  );
});

function GridCard(props: {
  product: ProductSummary;
  eager: boolean;
  allFavourites: boolean;
  headingLevel: 2 | 3;
  pending: boolean;
  onToggle: (product: ProductSummary, isAdded: boolean) => void;
  navigate: (href: string) => void;
}) {
  const ask = !props.allFavourites && hasSession();
  const turn = useFavouriteCheckTurn(ask);
  const known = useIsFavourite(props.product.productId, ask && turn);
  const isFavourite = props.allFavourites || known;
  const href = `/shop/product/${encodeURIComponent(props.product.productId)}`;
  const { navigate, onToggle } = props;
  const open = useCallback(() => navigate(href), [navigate, href]);
  const toggle = useCallback((product: ProductSummary) => onToggle(product, isFavourite), [onToggle, isFavourite]);
  return (
    <Card
      product={props.product}
      href={href}
      onOpen={open}
      isFavourite={isFavourite}
      favouritePending={props.pending}
      onToggleFavourite={toggle}
      imageBase={productImageSrc(runtimeConfig.apiBaseUrl, '')}
      imageLoading={props.eager ? 'eager' : 'lazy'}
      imagePriority={props.eager ? 'high' : undefined}
      headingLevel={props.headingLevel}
    />
  );
}

/**
 * Skeletons of the cards' final size while a page loads. Their picture boxes are where the cards'
 * pictures will be: the list's first frame on a first visit shows the first pictures in them
 * (`data-frame-picture`, firstFrame/firstVisitFrame.ts; ADR 0036).
 */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <Grid aria-busy="true" aria-label={t('gaia_shop_loading')}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index}>
          <SkeletonImage data-frame-picture="" />
          <Skeleton lines={3} />
        </SkeletonCard>
      ))}
    </Grid>
  );
}
