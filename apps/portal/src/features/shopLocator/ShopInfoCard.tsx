import { Card, StatusTag, useGaiaLocale, useT } from '@gaia/ui';
import { LocatorMessageKey as K, isOutOfStock, openingHoursLines, type LocatorShop } from '@gaia/domain/stores';
import { HoursList, InfoList } from './ShopLocator.styles';

/** The selected shop's card (spec 03 §2 "an info card"): address, phone, opening hours, stock. */
export function ShopInfoCard({ shop, headingLevel }: { shop: LocatorShop; headingLevel: 2 | 3 }) {
  const t = useT();
  const { intlLocale } = useGaiaLocale();
  const hours = openingHoursLines(shop.openingHours, intlLocale);
  const outOfStock = isOutOfStock(shop);
  return (
    <Card
      as="section"
      title={shop.name}
      headingLevel={headingLevel}
      aria-live="polite"
      tone={outOfStock ? 'danger' : 'default'}
      actions={
        shop.stock ? (
          <StatusTag
            tone={outOfStock ? 'danger' : 'success'}
            label={outOfStock ? K.outOfStock : K.inStock}
          />
        ) : undefined
      }
    >
      <InfoList>
        <dt>{t(K.address)}</dt>
        <dd>{shop.address}</dd>
        <dt>{t(K.phone)}</dt>
        <dd>
          <a href={`tel:${shop.phone}`} dir="ltr">
            {shop.phone}
          </a>
        </dd>
        <dt>{t(K.hours)}</dt>
        <dd>
          {hours.length > 0 ? (
            <HoursList>
              {hours.map((line) => (
                <li key={line.days}>
                  {t(K.hoursLine, { days: line.days, open: line.open, close: line.close })}
                </li>
              ))}
            </HoursList>
          ) : (
            t(K.hoursUnknown)
          )}
        </dd>
      </InfoList>
    </Card>
  );
}
