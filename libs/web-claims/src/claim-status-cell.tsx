import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { errorMessage } from '@portal/api-client';
import type { AdjudicatedStatus, Claim, ClaimStatus } from '@portal/contracts';
import { ADJUDICATED_STATUSES } from '@portal/contracts/claims';
import { useNotify } from '@portal/ui';
import { Select, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useSetClaimStatusMutation } from './claim-submissions-api';

/** Spec §9: the success or failure icon shows for 3 seconds. */
export const STATUS_ICON_MS = 3000;

/** antd's preset tag colours are below 4.5:1: dark text on a light tint of each status's colour. */
/** The statuses an administrator may set: V and D come from a void and a payment run. */
const isAdjudicated = (status: ClaimStatus): status is AdjudicatedStatus =>
  (ADJUDICATED_STATUSES as readonly ClaimStatus[]).includes(status);

const TAG_STYLES: Record<ClaimStatus, { color: string; background: string; borderColor: string }> = {
  A: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  E: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  P: { color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  R: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  V: { color: '#434343', background: '#fafafa', borderColor: '#d9d9d9' },
  D: { color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' },
};

/**
 * Administrators change a claim's status from a dropdown, then see a success or failure icon; others,
 * and everyone for a voided or paid claim (its status no longer changes), see a tag.
 */
export function ClaimStatusCell({
  claim,
  t,
  canChange,
}: {
  readonly claim: Claim;
  readonly t: TFunction;
  readonly canChange: boolean;
}) {
  const notify = useNotify();
  const [status, setStatus] = useState(claim.status);
  const [icon, setIcon] = useState<'success' | 'failure' | null>(null);
  const [save, { isLoading }] = useSetClaimStatusMutation();
  useEffect(() => setStatus(claim.status), [claim.status]);
  useEffect(() => {
    if (!icon) return undefined;
    const timer = setTimeout(() => setIcon(null), STATUS_ICON_MS);
    return () => clearTimeout(timer);
  }, [icon]);

  if (!canChange || claim.status === 'V' || claim.status === 'D')
    return <Tag style={TAG_STYLES[claim.status]}>{t(`statuses.${claim.status}`)}</Tag>;
  const change = async (next: AdjudicatedStatus) => {
    const previous = status;
    setStatus(next);
    try {
      await save({ claimId: claim.claimId, body: { status: next } }).unwrap();
      setIcon('success');
      notify('success', t('statusUpdated', { status: t(`statuses.${next}`) }));
    } catch (error) {
      setStatus(previous);
      setIcon('failure');
      notify('error', t('statusFailed', { error: errorMessage(error) }));
    }
  };
  return (
    <Space onClick={(event) => event.stopPropagation()}>
      <Select<ClaimStatus>
        aria-label={t('statusOf', { id: claim.submissionId })}
        value={status}
        loading={isLoading}
        style={{ width: 140 }}
        options={ADJUDICATED_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        onChange={(next) => {
          if (isAdjudicated(next)) void change(next);
        }}
      />
      {icon === 'success' && (
        <CheckCircleFilled
          role="img"
          aria-label={t('statusUpdated', { status: t(`statuses.${status}`) })}
          style={{ color: '#237804' }}
        />
      )}
      {icon === 'failure' && (
        <CloseCircleFilled role="img" aria-label={t('statusFailed', { error: '' })} style={{ color: '#a8071a' }} />
      )}
    </Space>
  );
}
