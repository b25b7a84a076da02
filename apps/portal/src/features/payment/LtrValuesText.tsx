import { Fragment } from 'react';
import { useT } from '@gaia/ui';

/*
 * A private-use character marks where each value goes in the translated sentence: it never occurs
 * in a catalogue or a value, so splitting on it finds the values again whatever their position.
 */
const MARK = '\uE000';

export interface LtrValuesTextProps {
  /** The message key, with {{name}} placeholders. */
  message: string;
  /** The values that must read left to right (numbers, amounts, accounts), by placeholder name. */
  values: Readonly<Record<string, string>>;
}

/**
 * A message whose values stay left to right inside right-to-left text: each value is isolated in
 * `<bdi dir="ltr">`, so "+263 77 123 4567" or "ZiG 100.00" keep their order in an Arabic sentence
 * instead of having their groups laid out right to left. The sentence itself follows the page.
 */
export function LtrValuesText({ message, values }: LtrValuesTextProps) {
  const t = useT();
  const marked = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));
  // Split parts alternate: text, placeholder name, text, …
  const parts = t(message, marked).split(MARK);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 && part in values ? (
          <bdi key={index} dir="ltr">
            {values[part]}
          </bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A value isolated left to right for places that take plain text only (a kit component's message
 * values): the Unicode isolates keep its order in right-to-left text; left-to-right text is unchanged.
 */
export function isolateLtr(text: string, direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl' && text ? `\u2066${text}\u2069` : text;
}
