import { useId } from 'react';

/**
 * The id of a field's control: the one the caller gives (an error summary links to it), else one
 * generated under the component's prefix, so two fields on a page never share one.
 */
export function useFieldId(prefix: string, given: string | undefined): string {
  const autoId = useId();
  return given ?? `${prefix}-${autoId}`;
}
