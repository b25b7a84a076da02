import { Select, type SelectProps } from '@gaia/ui';

export interface SelectsProps {
  /** The selects in display order; each label is unique among them (it keys them). */
  selects: readonly SelectProps[];
}

/** Kit selects side by side: the piece the product list's filters load on demand (lazySelects). */
export function Selects({ selects }: SelectsProps) {
  return (
    <>
      {selects.map((props) => (
        <Select key={props.label} {...props} />
      ))}
    </>
  );
}
