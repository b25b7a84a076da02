import { useEffect, useRef } from 'react';

/**
 * Whether the component is still mounted, read by work that settles after an await (a send, an
 * upload, a confirm) so that it sets no state once the component has gone.
 */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
