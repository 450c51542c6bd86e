import type { Coverage } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import { Button, Checkbox, Input } from 'antd';
import { useState } from 'react';
import { PlanCoverageLimits } from './plan-coverage-limits';
import type { CoverageSetting, DraftProblem, Maximum } from './plan-draft';

const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25rem 0.75rem', padding: '0.375rem 0' } as const;

interface PlanCoverageRowProps {
  readonly coverage: Coverage;
  readonly setting: CoverageSetting;
  readonly problem: DraftProblem | undefined;
  readonly maximumProblems: Partial<Record<Maximum, DraftProblem>> | undefined;
  readonly onChange: (setting: CoverageSetting) => void;
}

/** One coverage of the Plan Details dialog: offered or not, referral, approval hold, custom id and maximums for this plan. */
export function PlanCoverageRow({ coverage, setting, problem, maximumProblems, onChange }: PlanCoverageRowProps) {
  const { t, language } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [limiting, setLimiting] = useState(false);
  const { coverageId, assignedId } = coverage;
  const name = localized(coverage, 'name', language);
  const inputId = `plan-custom-id-${coverageId}`;
  const helpId = `${inputId}-help`;

  return (
    <li style={ROW}>
      <Checkbox checked={setting.selected} onChange={(e) => onChange({ ...setting, selected: e.target.checked })}>
        {name}
      </Checkbox>
      <span style={{ display: 'inline-flex', gap: '0.5rem' }}>
        <span style={{ color: '#595959' }}>{t('plans.assignedId', { id: assignedId })}</span>
        {setting.customId !== '' && !problem && (
          <span style={{ color: '#0b5cab', fontWeight: 600 }}>{t('plans.customIdShown', { id: setting.customId })}</span>
        )}
      </span>
      <Checkbox
        checked={setting.requiresReferral}
        aria-label={t('plans.referralFor', { name })}
        onChange={(e) => onChange({ ...setting, requiresReferral: e.target.checked })}
      >
        {t('plans.referral')}
      </Checkbox>
      <Checkbox
        checked={setting.heldForApproval}
        aria-label={t('plans.heldForApprovalFor', { name })}
        onChange={(e) => onChange({ ...setting, heldForApproval: e.target.checked })}
      >
        {t('plans.heldForApproval')}
      </Checkbox>
      <Button
        size="small"
        aria-label={t('plans.maximumsButtonFor', { name })}
        aria-expanded={limiting || !!maximumProblems}
        onClick={() => setLimiting(!limiting)}
      >
        {t('plans.maximumsButton')}
      </Button>
      <Button
        size="small"
        aria-label={t('plans.customIdButtonFor', { name })}
        aria-expanded={editing}
        onClick={() => setEditing(!editing)}
      >
        {t('plans.customIdButton')}
      </Button>
      {editing && (
        <>
          <label htmlFor={inputId} className="visually-hidden">
            {t('plans.customIdLabel', { name })}
          </label>
          <Input
            id={inputId}
            inputMode="numeric"
            size="small"
            style={{ width: '8rem' }}
            value={setting.customId}
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? helpId : undefined}
            onChange={(e) => onChange({ ...setting, customId: e.target.value.trim() })}
          />
        </>
      )}
      {problem && (
        <span id={helpId} role="alert" style={{ color: '#c41d1f' }}>
          {t(`validation.${problem}`)}
        </span>
      )}
      {!limiting && !maximumProblems && (setting.perClaimMaximum || setting.annualMaximum) && (
        <span style={{ color: '#595959' }}>
          {[
            setting.perClaimMaximum && t('plans.perClaimMaximumShown', { amount: setting.perClaimMaximum }),
            setting.annualMaximum && t('plans.annualMaximumShown', { amount: setting.annualMaximum }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
      {(limiting || maximumProblems) && (
        <PlanCoverageLimits
          coverageId={coverageId}
          name={name}
          setting={setting}
          problems={maximumProblems}
          onChange={onChange}
        />
      )}
    </li>
  );
}
