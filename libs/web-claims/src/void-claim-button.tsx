import type { Claim } from '@portal/contracts';
import { Button } from 'antd';
import type { TFunction } from 'i18next';

/** Claims a provider or an administrator may still void: not voided, not paid. */
export const isVoidable = (claim: Pick<Claim, 'status'>) => claim.status !== 'V' && claim.status !== 'D';

/** The id of a claim's "Void" button, which gets the focus back when its dialog closes. */
export const voidButtonId = (claim: Pick<Claim, 'claimId'>) => `void-claim-${claim.claimId}`;

/** A row's "Void" button: it opens the screen's one void dialog for its claim. */
export function VoidClaimButton({
  claim,
  t,
  onOpen,
}: {
  readonly claim: Claim;
  readonly t: TFunction;
  readonly onOpen: () => void;
}) {
  return (
    <Button
      id={voidButtonId(claim)}
      size="small"
      danger
      onClick={onOpen}
      aria-label={t('void.buttonLabel', { id: claim.submissionId })}
    >
      {t('void.button')}
    </Button>
  );
}
