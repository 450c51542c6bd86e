import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The member search's fields laid out as antd's vertical Form would, without it: the search is the
 * page's first render, and antd's Form and grid styles generated there were much of its blocking time
 * (ADR 042). The claim form, shown once a member is picked, keeps antd's Form for its validation.
 */
export function SearchFieldStyle() {
  const { token } = theme.useToken();
  return (
    <style>{`.search-field { margin-bottom: ${token.marginLG}px; }
.search-field > label { display: inline-block; padding-bottom: ${token.paddingXS}px; color: ${token.colorText}; }
.search-field__required::before { content: '*'; margin-inline-end: 4px; color: ${token.colorError}; }
.search-field__hint { margin-top: 2px; color: ${token.colorTextDescription}; }
.search-field__error { margin-top: 2px; color: ${token.colorError}; }
.member-search__grid { display: grid; grid-template-columns: minmax(0, 1fr); column-gap: 16px; }
@media (min-width: 576px) { .member-search__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } .member-search__grid > :first-child { grid-column: 1 / -1; } }
@media (min-width: 768px) { .member-search__grid { grid-template-columns: 8fr 6fr 6fr 4fr; } .member-search__grid > :first-child { grid-column: auto; } }
.member-search__joined { display: flex; gap: 8px; }
.member-search__joined > .ant-input { flex: 1; min-width: 0; }
.member-search__actions { display: flex; flex-wrap: wrap; gap: 8px; }`}</style>
  );
}

interface SearchFieldProps {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly error?: string;
  /** The control, given the ids of the hint and the error that describe it. */
  readonly children: (describedBy: string | undefined) => ReactNode;
}

/** A label above its control, with an optional hint and error message tied to it by `aria-describedby`. */
export function SearchField({ id, label, required = false, hint, error, children }: SearchFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="search-field">
      <label htmlFor={id} className={required ? 'search-field__required' : undefined}>
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <div id={`${id}-hint`} className="search-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} role="alert" className="search-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
