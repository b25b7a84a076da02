import { cloneElement, type ReactElement, type Ref } from 'react';
import type { useInteractions } from '@floating-ui/react';
import { mergeRefs } from 'react-aria';

/**
 * The trigger a floating piece (a tooltip, a popover) is anchored to: the element the caller gave,
 * with the piece's interaction props merged into its own, and its own ref kept beside the anchor's.
 */
export function anchoredTrigger(
  element: ReactElement<Record<string, unknown>>,
  setReference: (node: HTMLElement | null) => void,
  getReferenceProps: ReturnType<typeof useInteractions>['getReferenceProps'],
) {
  const ownRef = element.props.ref as Ref<HTMLElement> | undefined;
  return cloneElement(
    element,
    getReferenceProps({ ...element.props, ref: mergeRefs<HTMLElement>(setReference, ownRef) }),
  );
}
