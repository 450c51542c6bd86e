import { useTranslation } from '@portal/i18n';
import { Input } from 'antd';
import type { CoverageSetting, DraftProblem, Maximum } from './plan-draft';

interface PlanCoverageLimitsProps {
  readonly coverageId: number;
  readonly name: string;
  readonly setting: CoverageSetting;
  readonly problems: Partial<Record<Maximum, DraftProblem>> | undefined;
  readonly onChange: (setting: CoverageSetting) => void;
}

const MAXIMUMS: readonly Maximum[] = ['perClaimMaximum', 'annualMaximum'];

/** A plan coverage's maximums in dollars (empty: none), which the claims adjudication applies. */
export function PlanCoverageLimits({ coverageId, name, setting, problems, onChange }: PlanCoverageLimitsProps) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem 0.75rem' }}>
      {MAXIMUMS.map((maximum) => {
        const inputId = `plan-${maximum}-${coverageId}`;
        const problem = problems?.[maximum];
        return (
          <span key={maximum} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
            <label htmlFor={inputId}>{t(`plans.${maximum}`)}</label>
            <Input
              id={inputId}
              inputMode="decimal"
              size="small"
              prefix="$"
              style={{ width: '8rem' }}
              aria-label={t(`plans.${maximum}For`, { name })}
              value={setting[maximum]}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-help` : undefined}
              onChange={(e) => onChange({ ...setting, [maximum]: e.target.value.trim() })}
            />
            {problem && (
              <span id={`${inputId}-help`} role="alert" style={{ color: '#c41d1f' }}>
                {t(`validation.${problem}`)}
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
