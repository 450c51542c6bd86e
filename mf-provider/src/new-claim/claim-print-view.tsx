import type { ClaimSubmissionResult } from '@portal/contracts';
import { formatDateTime, formatMoney } from '@portal/contracts/core';
import { claimStatusLabel } from '@portal/contracts/claims';
import { useTranslation } from '@portal/i18n';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';

interface ClaimPrintViewProps {
  readonly claim: ClaimSubmissionResult;
  readonly planName: string;
  readonly coverageNames: ReadonlyMap<string, string>;
  readonly onClose: () => void;
}

/** On screen above the portal; printed alone, without the app around it or its buttons. */
const STYLE = `.claim-print { position: fixed; inset: 0; z-index: 2000; overflow: auto; padding: 24px; background: #fff; color: #1f1f1f; font-size: 14px; } .claim-print h1 { font-size: 22px; outline: none; } .claim-print__actions { display: flex; gap: 8px; justify-content: flex-end; } .claim-print__facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: 8px 24px; } .claim-print__facts dt { font-weight: 600; } .claim-print__facts dd { margin: 0; } .claim-print__lines { width: 100%; border-collapse: collapse; margin-top: 16px; } .claim-print__lines caption { text-align: left; font-weight: 600; padding-bottom: 4px; } .claim-print__lines th, .claim-print__lines td { border: 1px solid #8c8c8c; padding: 4px 6px; text-align: left; vertical-align: top; } @media print { body > *:not(.claim-print) { display: none !important; } .claim-print { position: static; padding: 0; } .claim-print__actions { display: none; } .claim-print__lines tr { break-inside: avoid; } }`;

/** The whole claim laid out for paper: on screen above the portal, and alone when printed. */
export function ClaimPrintView({ claim, planName, coverageNames, onClose }: ClaimPrintViewProps) {
  const { t, language } = useTranslation();
  const money = (amount: number) => formatMoney(amount, language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    // On the window, first: wherever the claim sent dialog's focus trap puts focus, Escape closes
    // the print view alone and the dialog underneath stays open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
  const rows: [string, string][] = [
    [t('claims.print.submissionId'), claim.submissionId],
    [t('claims.print.submitted'), formatDateTime(claim.submissionDate, language)],
    [t('claims.print.status'), t(`claims.statuses.${claim.status}`, { defaultValue: claimStatusLabel[claim.status] })],
    [t('claims.print.provider'), [claim.providerName, claim.providerNumber].filter(Boolean).join(' — ')],
    [t('claims.print.office'), [claim.healthOffice, claim.businessID].filter(Boolean).join(' — ')],
    [t('claims.print.member'), `${claim.firstName} ${claim.lastName} (${claim.studentId})`],
    [t('claims.print.plan'), `${planName} - ${claim.planNumber}`],
    [t('claims.print.accident'), claim.isAccident ? t(`claims.accidentTypes.${claim.accidentType ?? 'Other'}`) : t('claims.no')],
    [t('claims.print.total'), money(claim.claimAmountTotal)],
  ];
  return (
    <div className="claim-print" role="dialog" aria-modal="true" aria-labelledby="claim-print-heading">
      <style>{STYLE}</style>
      <div className="claim-print__actions">
        <Button onClick={() => window.print()}>{t('claims.success.print')}</Button>
        <Button type="primary" onClick={onClose}>
          {t('claims.success.close')}
        </Button>
      </div>
      <h1 id="claim-print-heading" ref={heading} tabIndex={-1}>
        {t('claims.print.title')}
      </h1>
      <dl className="claim-print__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="claim-print__lines">
        <caption>{t('claims.print.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('claims.expenseDate')}</th>
            <th scope="col">{t('claims.patient')}</th>
            <th scope="col">{t('claims.coverage')}</th>
            <th scope="col">{t('claims.amount')}</th>
            <th scope="col">{t('claims.print.referral')}</th>
            <th scope="col">{t('claims.print.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {claim.expenses.map((expense) => (
            <tr key={expense.expenseId}>
              <td>{expense.expenseDate}</td>
              <td>{expense.patientName}</td>
              <td>{`${coverageNames.get(expense.coverageName ?? '') ?? expense.coverageName ?? ''} (${String(expense.coverageTypeId).padStart(2, '0')})`}</td>
              <td>{money(expense.amount)}</td>
              <td>{expense.comments ?? '—'}</td>
              <td>
                {t(`claims.statuses.${expense.status}`)}
                {expense.reasons.map((reason) => (
                  <div key={reason.code}>
                    {t(`claims.reasons.${reason.code}`, { ...reason.params, defaultValue: reason.message })}
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {claim.receipts.length > 0 && (
        <p>
          {t('claims.print.receipts')}: {claim.receipts.map((receipt) => receipt.fileName).join(', ')}
        </p>
      )}
    </div>
  );
}
