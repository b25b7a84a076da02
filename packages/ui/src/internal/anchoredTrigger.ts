import { cloneElement, type ReactElement, type Ref } from 'react';
import { mergeRefs } from 'react-aria';

/**
 * The trigger element a consumer passed in, given the floating panel's reference props (handlers,
 * aria-expanded …) over its own, and a ref that serves both the panel's positioning and the
 * element's own ref.
 */
export function anchoredTrigger(
  element: ReactElement<Record<string, unknown>>,
  setReference: (node: HTMLElement | null) => void,
  getReferenceProps: (props: Record<string, unknown>) => Record<string, unknown>,
): ReactElement {
  const ownRef = element.props.ref as Ref<HTMLElement> | undefined;
  return cloneElement(
    element,
    getReferenceProps({ ...element.props, ref: mergeRefs<HTMLElement>(setReference, ownRef) }),
  );
}
