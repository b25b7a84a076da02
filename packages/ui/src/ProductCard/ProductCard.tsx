import { useState, type MouseEvent } from 'react';
import { Heart as HeartIcon, Package } from '../internal/icons/glyphs';
import { formatShopPrice, productPriceParts, type ProductSummary, type StockStatus } from '@gaia/domain';
import { Badge, type FeedbackTone } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { useGaia } from '../provider/GaiaContext';
import { Brand, CardRoot, Heart, ImageBox, Name, Price } from './ProductCard.styles';

/** The card image's drawn size in CSS pixels (explicit, so lazy images never shift the layout). */
export const PRODUCT_IMAGE_SIZE = 240;

const STOCK_TONE: Record<StockStatus, FeedbackTone> = { inStock: 'success', lowStock: 'warning', outOfStock: 'danger' };

/*
 * A grid draws a dozen cards at once and again on every change of a heart: each price written anew
 * builds an Intl number format, a cost a phone feels across a grid. A price reads the same for a
 * language every time, so it is written once.
 */
const writtenPrices = new Map<string, string>();
const WRITTEN_PRICES_KEPT = 500;

/*
 * React (19.2 on) holds back a commit made in a transition or a Suspense reveal until the eager
 * images it adds have loaded and decoded, up to 800 ms, unless an image handles its own load. A
 * card keeps its image's box drawn while the image loads, so its name, price and heart show at
 * once, and the picture comes into its box when it arrives.
 */
function showsInItsBox() {}

function writtenPrice(amount: number, intlLocale: string): string {
  const key = `${intlLocale} ${amount}`;
  let text = writtenPrices.get(key);
  if (text === undefined) {
    text = formatShopPrice(amount, intlLocale);
    if (writtenPrices.size >= WRITTEN_PRICES_KEPT) writtenPrices.clear();
    writtenPrices.set(key, text);
  }
  return text;
}

export interface ProductCardProps {
  /** The product as lists show it (domain value). */
  product: ProductSummary;
  /** Where the card leads (the product detail). */
  href: string;
  /** Opens the product inside the app (client navigation); without it the link is followed. */
  onOpen?: (product: ProductSummary) => void;
  /** Whether the product is among the customer's favourites; the heart shows only when onToggleFavourite is given. */
  isFavourite?: boolean;
  /** The heart was pressed: the caller decides (sign in, add or remove). */
  onToggleFavourite?: (product: ProductSummary) => void;
  /** A change of the favourite is on its way (the heart is disabled meanwhile). */
  favouritePending?: boolean;
  /** Level of the name heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Prefix of image URLs (the API base), so relative images work behind a proxy. @default '' */
  imageBase?: string;
  /** Image loading: lazy below the fold, eager for the first row. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /**
   * The image's fetch priority: `high` for the first row, whose image is the page's largest paint
   * (a browser otherwise starts images at low priority until their layout shows them in view). The browser's own choice when not given.
   */
  imagePriority?: 'high' | 'low' | 'auto';
}

// F4.1, F4.2
/**
 * A product of the shop: image (lazy, explicit size, a drawn placeholder when it fails), name linking to
 * the detail, brand, price ("from" when the SKUs differ), stock badge and a heart that reports intent.
 * The whole card is the link's target; the heart is a separate button above it (keyboard: Tab reaches
 * the link, then the heart).
 */
export function ProductCard({
  product,
  href,
  onOpen,
  isFavourite = false,
  onToggleFavourite,
  favouritePending = false,
  headingLevel = 3,
  imageBase = '',
  imageLoading = 'lazy',
  imagePriority,
}: ProductCardProps) {
  const { t, intlLocale } = useGaia();
  const [imageFailed, setImageFailed] = useState(false);
  const price = productPriceParts(product);
  const amount = writtenPrice(price.amount, intlLocale);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) follows the link as the browser would.
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(product);
  };

  return (
    <CardRoot data-product-id={product.productId}>
      <ImageBox>
        {imageFailed || !product.image ? (
          <Package size={64} aria-hidden="true" />
        ) : (
          <img
            src={`${imageBase}${product.image}`}
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            loading={imageLoading}
            fetchPriority={imagePriority}
            decoding="async"
            onLoad={showsInItsBox}
            onError={() => setImageFailed(true)}
          />
        )}
      </ImageBox>
      <Name as={`h${headingLevel}`}>
        <a href={href} onClick={open}>
          {product.productName}
        </a>
      </Name>
      <Brand>{product.brand}</Brand>
      <Price>{price.from ? t('gaia_shop_price_from', { price: amount }) : amount}</Price>
      <div>
        <Badge tone={STOCK_TONE[product.stockStatus]}>{`gaia_shop_stock_${product.stockStatus}`}</Badge>
      </div>
      {onToggleFavourite ? (
        <Heart>
          <IconButton
            label={t(isFavourite ? 'gaia_shop_favourite_remove' : 'gaia_shop_favourite_add', { name: product.productName })}
            icon={<HeartIcon size={20} aria-hidden="true" data-added={isFavourite} />}
            disabled={favouritePending}
            onClick={() => onToggleFavourite(product)}
          />
        </Heart>
      ) : null}
    </CardRoot>
  );
}
