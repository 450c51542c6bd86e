import type { ReactNode } from 'react';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  columnGap: 16,
} as const;

/** Fields side by side on a desktop, stacked on a phone (no row gutters, so nothing overflows at 390 px). */
export function FieldGrid({ children }: { readonly children: ReactNode }) {
  return <div style={GRID}>{children}</div>;
}
