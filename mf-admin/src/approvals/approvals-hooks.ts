import { errorMessage } from '@portal/api-client';
import type { ProviderChangeRequestDecision, ProviderChangeRequest } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useDecideApprovalMutation, useGetApprovalCoveragesQuery, useGetApprovalsQuery } from './approvals-api';
import { toAuditParams, type ApprovalFilters, type ApprovalPaging } from './approvals-query';

/** One page of approval records; a failure is announced once per failed request. */
export const useApprovalsList = (filters: ApprovalFilters, paging: ApprovalPaging) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const result = useGetApprovalsQuery(toAuditParams(filters, paging));
  const { error } = result;
  useEffect(() => {
    if (error) notify('error', t('approvals.loadFailed', { error: errorMessage(error) }));
  }, [error, notify, t]);
  return result;
};

/** Approve or reject a Pending request; the outcome (or the server's reason, e.g. a 409) is notified. */
export const useApprovalDecision = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [send] = useDecideApprovalMutation();
  const [decidingId, setDecidingId] = useState<number | null>(null);
  const decide = async (record: ProviderChangeRequest, approvalStatus: ProviderChangeRequestDecision['approvalStatus']) => {
    setDecidingId(record.id);
    try {
      await send({ id: record.id, approvalStatus }).unwrap();
      notify('success', t('approvals.updated', { status: t(`approvals.status.${approvalStatus}`) }));
    } catch (error) {
      notify('error', t('approvals.updateFailed', { error: errorMessage(error) }));
    } finally {
      setDecidingId(null);
    }
  };
  return { decide, decidingId };
};

/** Coverage names by coverageId for the change-request diff; ids stay visible while they load. */
export const useCoverageNames = (): ReadonlyMap<number, string> => {
  const { data } = useGetApprovalCoveragesQuery();
  const { language } = useTranslation();
  return useMemo(
    () => new Map((data ?? []).map((coverage) => [coverage.coverageId, localized(coverage, 'name', language)])),
    [data, language],
  );
};
