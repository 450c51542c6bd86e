import type { CoverageInput } from '@portal/contracts/plan-admin';
import { localized, useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { failureReason } from '../failure-reason';
import { useCreateCoverageMutation, useDeleteCoverageMutation, useUpdateCoverageMutation } from './coverages-api';

/** Save (create or update) and delete a coverage, each outcome notified with the spec §8 messages; true on success. */
export const useCoverageActions = () => {
  const { t, language } = useTranslation();
  const notify = useNotify();
  const [create, creating] = useCreateCoverageMutation();
  const [update, updating] = useUpdateCoverageMutation();
  const [remove, removing] = useDeleteCoverageMutation();

  const save = async (coverageId: number | null, input: CoverageInput): Promise<boolean> => {
    try {
      if (coverageId === null) {
        await create(input).unwrap();
        notify('success', t('coverages.created'));
      } else {
        await update({ ...input, coverageId }).unwrap();
        notify('success', t('coverages.updated', { name: localized(input, 'name', language) }));
      }
      return true;
    } catch (error) {
      notify(
        'error',
        t(coverageId === null ? 'coverages.createFailed' : 'coverages.updateFailed', { error: failureReason(error) }),
      );
      return false;
    }
  };

  const deleteCoverage = async (coverageId: number, name: string): Promise<boolean> => {
    try {
      await remove(coverageId).unwrap();
      notify('success', t('coverages.deleted', { name }));
      return true;
    } catch (error) {
      notify('error', t('coverages.deleteFailed', { error: failureReason(error) }));
      return false;
    }
  };

  return { save, deleteCoverage, saving: creating.isLoading || updating.isLoading, deleting: removing.isLoading };
};
