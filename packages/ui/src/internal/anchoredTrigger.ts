import { cloneElement, type ReactElement, type Ref } from 'react';
import { mergeProps, mergeRefs } from 'react-aria';

/**
 * The trigger a floating piece (a tooltip, a popover) is anchored to: the element the caller gave,
 * with the piece's props merged into its own (handlers chained, ids joined), and its own ref kept
 * beside the anchor's.
 */
export function anchoredTrigger(
  element: ReactElement<Record<string, unknown>>,
  setReference: (node: HTMLElement | null) => void,
  pieceProps: Record<string, unknown>,
) {
  const ownRef = element.props.ref as Ref<HTMLElement> | undefined;
  return cloneElement(element, {
    ...mergeProps(element.props, pieceProps),
    ref: mergeRefs<HTMLElement>(setReference, ownRef),
  });
}
