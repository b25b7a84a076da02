import { RadioGroup, useT } from '@gaia/ui';
import { valueState, type ShopAttribute, type ShopSku, type SkuAttrs } from '@gaia/domain';

export interface ProductOptionsProps {
  attributes: readonly ShopAttribute[];
  skus: readonly ShopSku[];
  /** The chosen SKU's attributes. */
  chosen: SkuAttrs;
  /** A value was chosen for an attribute. */
  onChoose: (attrCode: string, valueCode: string) => void;
}

/**
 * F4.1: one radio group per attribute (colour, storage, SIM type …). Each value says whether it is sold
 * with the other choices, or out of stock online; choosing one that is not sold moves the other
 * choices to the closest SKU that is (the domain's chooseValue).
 */
export function ProductOptions({ attributes, skus, chosen, onChoose }: ProductOptionsProps) {
  const t = useT();
  return (
    <>
      {attributes.map((attribute) => (
        <RadioGroup
          key={attribute.attrCode}
          label={attribute.attrName}
          orientation="horizontal"
          value={chosen[attribute.attrCode] ?? null}
          onChange={(value) => onChoose(attribute.attrCode, value)}
          options={attribute.values.map((value) => {
            const state = valueState(skus, chosen, attribute.attrCode, value.valueCode);
            return {
              value: value.valueCode,
              label: value.valueName,
              hint:
                state === 'missing'
                  ? t('gaia_shop_detail_value_missing', { value: value.valueName })
                  : state === 'outOfStock'
                    ? t('gaia_shop_detail_value_out', { value: value.valueName })
                    : undefined,
              adornment: value.swatch ? (
                <span
                  aria-hidden="true"
                  style={{ display: 'inline-block', inlineSize: 16, blockSize: 16, borderRadius: '50%', background: value.swatch, border: '1px solid var(--gaia-color-border)' }}
                />
              ) : undefined,
            };
          })}
        />
      ))}
    </>
  );
}
