import type { ReactNode } from 'react';

export function Card({ title, children }: { readonly title: ReactNode; readonly children?: ReactNode }) {
  return (
    <article className="ui-card">
      <h2 className="ui-card__title">{title}</h2>
      {children}
    </article>
  );
}
