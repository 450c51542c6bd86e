import type { DepositDetail } from '@portal/contracts/payments';
import type { TFunction } from 'i18next';
import { useCoverageNames } from '@portal/web-providers';
import type { PaymentsFormat } from './payments-format';

const cents = (amount: number) => Math.round(amount * 100);

/** Whether this deposit pays only part of the line (a line larger than what was left of a $5,000 deposit). */
export const isPaidInParts = (line: DepositDetail['lines'][number]) => cents(line.amountPaid) !== cents(line.lineAmount);

export const depositTotals = (deposit: DepositDetail) => ({
  lineAmount: deposit.lines.reduce((total, line) => total + cents(line.lineAmount), 0) / 100,
  amountPaid: deposit.lines.reduce((total, line) => total + cents(line.amountPaid), 0) / 100,
});

// On a phone each line becomes a card of label/value pairs (the labels from `data-label`); the explicit roles keep
// the table's semantics, which some browsers drop once its parts stop being displayed as a table.
const STACKED = `@media screen and (max-width: 575px) { .deposit-lines, .deposit-lines tbody, .deposit-lines tfoot, .deposit-lines tr { display: block; } .deposit-lines thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } .deposit-lines tr { border: 1px solid #d9d9d9; border-radius: 8px; padding: 8px; margin-bottom: 8px; } .deposit-lines td, .deposit-lines tfoot th { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 8px; border: none !important; padding: 2px 0 !important; text-align: left !important; white-space: normal !important; } .deposit-lines td::before { content: attr(data-label); color: #595959; } .deposit-lines tfoot th { display: block; } }`;

/**
 * The claim lines a deposit pays, as a plain table with a caption (the screen's and the statement's): a line paid
 * in parts says so. On a phone, a list of cards.
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
  const coverageNames = useCoverageNames();
  const label = {
    submissionId: t('detail.submissionId'),
    patient: t('detail.patient'),
    expenseDate: t('detail.expenseDate'),
    coverage: t('detail.coverage'),
    lineAmount: t('detail.lineAmount'),
    amountPaid: t('detail.amountPaid'),
  };
  return (
    <div className={`${className}-scroll`} role="region" aria-label={caption} tabIndex={0}>
      <style>{STACKED}</style>
      <table className={`${className} deposit-lines`} role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {label.submissionId}
            </th>
            <th scope="col" role="columnheader">
              {label.patient}
            </th>
            <th scope="col" role="columnheader">
              {label.expenseDate}
            </th>
            <th scope="col" role="columnheader">
              {label.coverage}
            </th>
            <th scope="col" role="columnheader" className="num">
              {label.lineAmount}
            </th>
            <th scope="col" role="columnheader" className="num">
              {label.amountPaid}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {deposit.lines.map((line) => (
            <tr key={`${line.expenseId}-${line.amountPaid}`} role="row">
              <td role="cell" data-label={label.submissionId}>
                {line.submissionId}
              </td>
              <td role="cell" data-label={label.patient}>
                {line.patientName}
              </td>
              <td role="cell" data-label={label.expenseDate}>
                {format.date(line.expenseDate)}
              </td>
              <td role="cell" data-label={label.coverage}>
                {line.coverageName === null ? '—' : (coverageNames.get(line.coverageName) ?? line.coverageName)}
              </td>
              <td role="cell" data-label={label.lineAmount} className="num">
                {format.money(line.lineAmount)}
              </td>
              <td role="cell" data-label={label.amountPaid} className="num">
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
        <tfoot role="rowgroup">
          <tr role="row">
            <th scope="row" role="rowheader" colSpan={4}>
              {t('detail.total')}
            </th>
            <td role="cell" data-label={label.lineAmount} className="num">
              {format.money(totals.lineAmount)}
            </td>
            <td role="cell" data-label={label.amountPaid} className="num">
              {format.money(totals.amountPaid)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
