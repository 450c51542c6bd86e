import type { AdjudicationReason, Claim } from '@portal/contracts';
import { formatMoney } from '@portal/contracts/core';
import { reasonParamsIn } from '@portal/contracts/claims';
import type { TFunction } from 'i18next';

const reasonText = (t: TFunction, language: string, reason: AdjudicationReason) =>
  t(`reasons.${reason.code}`, { ...reasonParamsIn(language, reason.params), defaultValue: reason.message });

/** "Paid by deposit DEP-…": the references of the deposits that paid the claim (one, or several when split). */
export const paidBy = (t: TFunction, depositReferences: string) => {
  const references = depositReferences
    .split(',')
    .map((reference) => reference.trim())
    .filter(Boolean);
  return t('detail.paidBy', { count: references.length, references: references.join(', ') });
};

/** The expanded row: each expense line with its outcome and reasons, the claim's reasons and receipts. */
export function ClaimDetail({
  claim,
  coverageNames,
  t,
  language,
}: {
  readonly claim: Claim;
  /** The screen's name of each coverage, by its English name (the one a claim line keeps). */
  readonly coverageNames: ReadonlyMap<string, string>;
  readonly t: TFunction;
  readonly language: string;
}) {
  return (
    <div className="claim-detail">
      {claim.reasons.length > 0 && (
        <ul aria-label={t('detail.reasons')}>
          {claim.reasons.map((reason) => (
            <li key={reason.code}>{reasonText(t, language, reason)}</li>
          ))}
        </ul>
      )}
      <table className="claim-detail__lines">
        <caption>{t('detail.expenses', { id: claim.submissionId })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.date')}</th>
            <th scope="col">{t('detail.patient')}</th>
            <th scope="col">{t('detail.coverage')}</th>
            <th scope="col">{t('detail.amount')}</th>
            <th scope="col">{t('detail.referral')}</th>
            <th scope="col">{t('detail.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {claim.expenses.map((expense) => (
            <tr key={expense.expenseId}>
              <td>{expense.expenseDate}</td>
              <td>{expense.patientName}</td>
              <td>{`${coverageNames.get(expense.coverageName ?? '') ?? expense.coverageName ?? ''} (${String(expense.coverageTypeId).padStart(2, '0')})`}</td>
              <td>{formatMoney(expense.amount, language)}</td>
              <td>{expense.comments ?? '—'}</td>
              <td>
                <strong>{t(`statuses.${expense.status}`)}</strong>
                {expense.reasons.map((reason) => (
                  <div key={reason.code}>{reasonText(t, language, reason)}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {claim.depositReferences && <p>{paidBy(t, claim.depositReferences)}</p>}
      {claim.isAccident && <p>{t('detail.accident', { type: claim.accidentType ?? '' })}</p>}
      {claim.memberEmail && <p>{t('detail.email', { email: claim.memberEmail })}</p>}
      {claim.receipts.length > 0 && (
        <p>
          {t('detail.receipts')}: {claim.receipts.map((receipt) => receipt.fileName).join(', ')}
        </p>
      )}
    </div>
  );
}
