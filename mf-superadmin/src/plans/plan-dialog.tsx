import type { Plan } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { useGetCoveragesQuery } from '../reference-data-api';
import { PlanCoverageRow } from './plan-coverage-row';
import {
  canSave,
  draftProblems,
  newPlanDraft,
  planDraftOf,
  planInputOf,
  settingOf,
  type DraftProblem,
  type PlanDraft,
} from './plan-draft';
import { planTitle } from './plan-title';
import { usePlanActions } from './plans-hooks';

interface PlanDialogProps {
  /** null for CREATE NEW PLAN. */
  readonly plan: Plan | null;
  readonly onClose: () => void;
}

type Field = 'planNumber' | 'planName' | 'effectiveDate' | 'planIdentityId';

/** Plan Details (spec §2): mounted on open, so it starts afresh each time. */
export function PlanDialog({ plan, onClose }: PlanDialogProps) {
  const { t, language } = useTranslation();
  const { data: coverages = [] } = useGetCoveragesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? planDraftOf(plan) : newPlanDraft(dayjs().format('YYYY-MM-DD'))));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const { save, deletePlan, saving, deleting } = usePlanActions();
  const problems = useMemo(() => draftProblems(draft, coverages), [draft, coverages]);

  const edit = (field: Field, changes: Partial<PlanDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setTouched((current) => new Set(current).add(field));
  };
  const shown = (field: Field): DraftProblem | undefined => {
    const problem = problems[field];
    return problem && (touched.has(field) || problem === 'guid') ? problem : undefined;
  };
  const feedback = (field: Field) => {
    const problem = shown(field);
    return problem ? { validateStatus: 'error' as const, help: t(`validation.${problem}`) } : {};
  };
  const onSave = async () => {
    if (await save(plan?.planId ?? null, planInputOf(draft, coverages))) onClose();
  };
  const onDelete = async () => {
    if (plan && (await deletePlan(plan.planId, plan.planNumber))) onClose();
  };

  return (
    <Modal
      open
      title={t('plans.dialogTitle')}
      onCancel={onClose}
      width={{ xs: '95%', md: 720 }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('dialogs.close')}
        </Button>,
        plan && (
          <Button key="delete" danger onClick={() => setConfirming(true)}>
            {t('dialogs.delete')}
          </Button>
        ),
        <Button key="save" type="primary" disabled={!canSave(problems)} loading={saving} onClick={() => void onSave()}>
          {t('dialogs.save')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('plans.planNumber')} htmlFor="plan-number" required {...feedback('planNumber')}>
          <Input id="plan-number" value={draft.planNumber} onChange={(e) => edit('planNumber', { planNumber: e.target.value })} />
        </Form.Item>
        <Form.Item label={t('plans.planName')} htmlFor="plan-name" required {...feedback('planName')}>
          <Input id="plan-name" value={draft.planName} onChange={(e) => edit('planName', { planName: e.target.value })} />
        </Form.Item>
        <Form.Item label={t('plans.planNameFr')} htmlFor="plan-name-fr">
          <Input
            id="plan-name-fr"
            lang="fr-CA"
            value={draft.planNameFr}
            onChange={(e) => setDraft((current) => ({ ...current, planNameFr: e.target.value }))}
          />
        </Form.Item>
        <Form.Item label={t('plans.effectiveDate')} htmlFor="plan-effective-date" required {...feedback('effectiveDate')}>
          <DatePicker
            id="plan-effective-date"
            value={draft.effectiveDate ? dayjs(draft.effectiveDate) : null}
            onChange={(date) => edit('effectiveDate', { effectiveDate: date ? date.format('YYYY-MM-DD') : '' })}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox
            checked={draft.isDrawbridgePlan}
            onChange={(e) => edit('planIdentityId', { isDrawbridgePlan: e.target.checked })}
          >
            {t('plans.drawbridge')}
          </Checkbox>
        </Form.Item>
        {draft.isDrawbridgePlan && (
          <Form.Item label={t('plans.planId')} htmlFor="plan-identity-id" required {...feedback('planIdentityId')}>
            <Input
              id="plan-identity-id"
              value={draft.planIdentityId}
              onChange={(e) => edit('planIdentityId', { planIdentityId: e.target.value })}
            />
          </Form.Item>
        )}
      </Form>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600 }}>{t('plans.coverages')}</legend>
        {problems.coverages && touched.size > 0 && <p style={{ color: '#c41d1f' }}>{t(`validation.${problems.coverages}`)}</p>}
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {coverages.map((coverage) => (
            <PlanCoverageRow
              key={coverage.coverageId}
              coverage={coverage}
              setting={settingOf(draft, coverage.coverageId)}
              problem={problems.customIds[coverage.coverageId]}
              maximumProblems={problems.maximums[coverage.coverageId]}
              onChange={(setting) =>
                setDraft((current) => ({ ...current, coverages: { ...current.coverages, [coverage.coverageId]: setting } }))
              }
            />
          ))}
        </ul>
      </fieldset>
      {plan && (
        <ConfirmDeleteDialog
          open={confirming}
          message={t('plans.confirmDelete', { title: planTitle(plan, language) })}
          deleting={deleting}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Modal>
  );
}
