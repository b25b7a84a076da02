import type { ReactNode } from 'react';

/** Stories only: examples side by side (one of each tone or variant), wrapping on a narrow canvas. */
export function ExampleRow({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>{children}</div>;
}
