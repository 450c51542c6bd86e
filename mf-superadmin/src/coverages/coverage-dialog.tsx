import type { Coverage } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { coverageDraftOf, coverageInputOf, coverageProblems, type CoverageDraft, type CoverageProblems } from './coverage-draft';
import { useCoverageActions } from './coverages-hooks';

interface CoverageDialogProps {
  /** null for ADD NEW. */
  readonly coverage: Coverage | null;
  readonly coverages: readonly Coverage[];
  readonly onClose: () => void;
}

type Field = keyof CoverageDraft;

/** Coverage Name and Assigned Id Number, with Close, Delete (not for new) and Save (spec §2). */
export function CoverageDialog({ coverage, coverages, onClose }: CoverageDialogProps) {
  const { t, language } = useTranslation();
  const [draft, setDraft] = useState(() => coverageDraftOf(coverage));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const { save, deleteCoverage, saving, deleting } = useCoverageActions();
  const problems = coverageProblems(draft, coverages, coverage);

  const edit = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };
  const feedback = (field: keyof CoverageProblems) => {
    const problem = problems[field];
    return problem && (touched.has(field) || problem === 'idUsed')
      ? { validateStatus: 'error' as const, help: t(`validation.${problem}`) }
      : {};
  };
  const onSave = async () => {
    if (await save(coverage?.coverageId ?? null, coverageInputOf(draft))) onClose();
  };
  const onDelete = async () => {
    if (coverage && (await deleteCoverage(coverage.coverageId, localized(coverage, 'name', language)))) onClose();
    else setConfirming(false);
  };

  return (
    <Modal
      open
      title={t('coverages.dialogTitle')}
      onCancel={onClose}
      width={{ xs: '95%', md: 480 }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('dialogs.close')}
        </Button>,
        coverage && (
          <Button key="delete" danger onClick={() => setConfirming(true)}>
            {t('dialogs.delete')}
          </Button>
        ),
        <Button
          key="save"
          type="primary"
          disabled={Object.keys(problems).length > 0}
          loading={saving}
          onClick={() => void onSave()}
        >
          {t('dialogs.save')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('coverages.name')} htmlFor="coverage-name" required {...feedback('name')}>
          <Input id="coverage-name" value={draft.name} onChange={(e) => edit('name', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('coverages.nameFr')} htmlFor="coverage-name-fr">
          <Input id="coverage-name-fr" lang="fr-CA" value={draft.nameFr} onChange={(e) => edit('nameFr', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('coverages.assignedId')} htmlFor="coverage-assigned-id" required {...feedback('assignedId')}>
          <Input
            id="coverage-assigned-id"
            inputMode="numeric"
            value={draft.assignedId}
            onChange={(e) => edit('assignedId', e.target.value)}
          />
        </Form.Item>
      </Form>
      {coverage && (
        <ConfirmDeleteDialog
          open={confirming}
          message={t('coverages.confirmDelete', { name: localized(coverage, 'name', language) })}
          deleting={deleting}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Modal>
  );
}
