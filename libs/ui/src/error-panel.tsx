export interface ErrorPanelProps {
  readonly title: string;
  readonly detail?: string;
  readonly retryLabel?: string;
  readonly onRetry?: () => void;
}

export function ErrorPanel({ title, detail, retryLabel, onRetry }: ErrorPanelProps) {
  return (
    <div role="alert" className="ui-error-panel">
      <p className="ui-error-panel__title">{title}</p>
      {detail && <p>{detail}</p>}
      {onRetry && (
        <button type="button" className="ui-button ui-button--primary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
