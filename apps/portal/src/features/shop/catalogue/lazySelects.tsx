import { Suspense } from 'react';
import { lazyWithMessages } from '../../../app/lazyWithMessages';
import { useIdleOnce } from '../../../layout/useIdleOnce';
import { SelectPlaceholder } from './SelectPlaceholder';
import type { SelectsProps } from './Selects';

/*
 * F4.1: the kit's select (downshift, about 12 kB gzip) is not needed to show the product list, only
 * to change a filter, so the list's first view does not wait for it: it loads as the page shows,
 * placeholders of its size holding its place (ADR 0025). One piece for all the selects, so a failed
 * load is one message with one Retry.
 */
const SelectsChunk = lazyWithMessages<SelectsProps>(() => import('./Selects').then((m) => ({ default: m.Selects })));

/**
 * Kit selects side by side with their code loaded on demand; a failed load offers Retry in their
 * place. The code is asked for once the browser is first idle after the page shows: the list's first
 * view (its images above all) shares neither the network nor the main thread with it, and the page's
 * first render suspends on nothing.
 */
export function LazySelects({ selects }: SelectsProps) {
  const idle = useIdleOnce();
  const placeholders = selects.map((props) => <SelectPlaceholder key={props.label} {...props} />);
  if (!idle) return placeholders;
  return (
    <Suspense fallback={placeholders}>
      <SelectsChunk selects={selects} />
    </Suspense>
  );
}
