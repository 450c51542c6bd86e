import type { DepositDetail } from '@portal/contracts/payments';
import type { TFunction } from 'i18next';
import type { PaymentsFormat } from './payments-format';

const cents = (amount: number) => Math.round(amount * 100);

/** Whether this deposit pays only part of the line (a line larger than what was left of a $5,000 deposit). */
export const isPaidInParts = (line: DepositDetail['lines'][number]) => cents(line.amountPaid) !== cents(line.lineAmount);

export const depositTotals = (deposit: DepositDetail) => ({
  lineAmount: deposit.lines.reduce((total, line) => total + cents(line.lineAmount), 0) / 100,
  amountPaid: deposit.lines.reduce((total, line) => total + cents(line.amountPaid), 0) / 100,
});

/**
 * The claim lines a deposit pays, as a plain table with a caption (the screen's and the statement's): a line paid
 * in parts says so. Scrolls sideways in its own region on a narrow screen.
 */
export function DepositLinesTable({
  deposit,
  t,
  format,
  caption,
  className,
}: {
  readonly deposit: DepositDetail;
  readonly t: TFunction;
  readonly format: PaymentsFormat;
  readonly caption: string;
  readonly className: string;
}) {
  const totals = depositTotals(deposit);
  return (
    <div className={`${className}-scroll`} role="region" aria-label={caption} tabIndex={0}>
      <table className={className}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.submissionId')}</th>
            <th scope="col">{t('detail.patient')}</th>
            <th scope="col">{t('detail.expenseDate')}</th>
            <th scope="col">{t('detail.coverage')}</th>
            <th scope="col" className="num">
              {t('detail.lineAmount')}
            </th>
            <th scope="col" className="num">
              {t('detail.amountPaid')}
            </th>
          </tr>
        </thead>
        <tbody>
          {deposit.lines.map((line) => (
            <tr key={`${line.expenseId}-${line.amountPaid}`}>
              <td>{line.submissionId}</td>
              <td>{line.patientName}</td>
              <td>{format.date(line.expenseDate)}</td>
              <td>{line.coverageName ?? '—'}</td>
              <td className="num">{format.money(line.lineAmount)}</td>
              <td className="num">
                {format.money(line.amountPaid)}
                {isPaidInParts(line) && (
                  <div className="paid-in-parts">
                    {t('detail.paidInParts', { paid: format.money(line.amountPaid), amount: format.money(line.lineAmount) })}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('detail.total')}
            </th>
            <td className="num">{format.money(totals.lineAmount)}</td>
            <td className="num">{format.money(totals.amountPaid)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
