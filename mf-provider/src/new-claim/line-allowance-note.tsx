import { Alert } from 'antd';
import type { LineAllowance } from './coverage-allowance';
import { useCoverageCheckTranslation } from './coverage-check-translation';
import { useMoney } from './use-money';

const NOTE = { margin: '0 0 8px' } as const;

/** Under an expense line: what its amount leaves of the annual maximum, or why it will be held or refused. */
export function LineAllowanceNote({ allowance }: { readonly allowance: LineAllowance | null }) {
  const t = useCoverageCheckTranslation();
  const money = useMoney();
  if (!allowance) return null;
  if (allowance.kind === 'notCovered')
    return <Alert type="error" showIcon style={NOTE} title={t('lineNotCovered', { coverage: allowance.coverage })} />;
  if (allowance.kind === 'noMaximum')
    return (
      <p style={NOTE} aria-live="polite">
        {t('lineNoMaximum', { coverage: allowance.coverage })}
      </p>
    );
  const overPerClaim = allowance.overPerClaim !== null && t('lineOverPerClaim', { maximum: money(allowance.overPerClaim) });
  if (allowance.kind === 'perClaim')
    return overPerClaim ? <Alert type="warning" showIcon style={NOTE} title={overPerClaim} /> : null;
  const params = {
    amount: money(allowance.amount),
    available: money(allowance.available),
    maximum: money(allowance.annualMaximum),
  };
  if (allowance.leaves < 0)
    return (
      <Alert
        type="warning"
        showIcon
        style={NOTE}
        title={t('lineOverAnnual', { ...params, over: money(-allowance.leaves) })}
        description={overPerClaim || undefined}
      />
    );
  const leaves = t('lineLeaves', { ...params, leaves: money(allowance.leaves) });
  return overPerClaim ? (
    <Alert type="warning" showIcon style={NOTE} title={overPerClaim} description={leaves} />
  ) : (
    <p style={NOTE} aria-live="polite">
      {leaves}
    </p>
  );
}
