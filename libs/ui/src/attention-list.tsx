import { useId } from 'react';
import { Link } from 'react-router';

export interface AttentionItem {
  readonly to: string;
  readonly label: string;
}

export interface AttentionListProps {
  readonly title: string;
  /** The counts, once loaded; each links to the screen that deals with it. */
  readonly items?: readonly AttentionItem[];
  /** Shown instead of the items: loading, or (as an alert) a failure. */
  readonly message?: { readonly text: string; readonly alert?: boolean };
}

/** What needs the reader's attention now (the admin homes). */
export function AttentionList({ title, items, message }: AttentionListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={!items && !message?.alert}>
      <h2 id={headingId}>{title}</h2>
      {message && <p role={message.alert ? 'alert' : undefined}>{message.text}</p>}
      {items && (
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
