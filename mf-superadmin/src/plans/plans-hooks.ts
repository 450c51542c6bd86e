import { displayPlanCode } from '@portal/contracts';
import { type PlanInput } from '@portal/contracts/plan-admin';
import { useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { failureReason } from '../failure-reason';
import { useCreatePlanMutation, useDeletePlanMutation, useUpdatePlanMutation } from './plans-api';

/** Save (create or update) and delete a plan, each outcome notified with the spec §8 messages; true on success. */
export const usePlanActions = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [create, creating] = useCreatePlanMutation();
  const [update, updating] = useUpdatePlanMutation();
  const [remove, removing] = useDeletePlanMutation();

  const save = async (planId: number | null, input: PlanInput): Promise<boolean> => {
    const number = displayPlanCode(input.planNumber);
    try {
      if (planId === null) {
        await create(input).unwrap();
        notify('success', t('plans.created'));
      } else {
        await update({ ...input, planId }).unwrap();
        notify('success', t('plans.updated', { number }));
      }
      return true;
    } catch (error) {
      notify('error', t(planId === null ? 'plans.createFailed' : 'plans.updateFailed', { error: failureReason(error) }));
      return false;
    }
  };

  const deletePlan = async (planId: number, planNumber: string): Promise<boolean> => {
    try {
      await remove(planId).unwrap();
      notify('success', t('plans.deleted', { number: displayPlanCode(planNumber) }));
      return true;
    } catch (error) {
      notify('error', t('plans.deleteFailed', { error: failureReason(error) }));
      return false;
    }
  };

  return { save, deletePlan, saving: creating.isLoading || updating.isLoading, deleting: removing.isLoading };
};
