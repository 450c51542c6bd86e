import type { ReactNode } from 'react';

/** Every screen shows its title as the page's one `<h1>` (stable for the browser tests). */
export function Page({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <section className="ui-page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
