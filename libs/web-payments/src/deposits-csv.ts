import { csvLine } from '@portal/contracts/csv';
import type { Deposit, DepositDetail } from '@portal/contracts/payments';
import type { TFunction } from 'i18next';

/** Two decimals and a dot: a number every spreadsheet reads, whatever the screen's language. */
const amount = (value: number) => value.toFixed(2);

/** The deposit list as CSV: one line per deposit, headings in the chosen language. */
export const depositsCsv = (t: TFunction, deposits: readonly Deposit[]): string =>
  [
    csvLine([
      t('columns.paymentDate'),
      t('columns.reference'),
      t('columns.office'),
      t('columns.amount'),
      t('columns.claims'),
      t('columns.lines'),
    ]),
    ...deposits.map((deposit) =>
      csvLine([
        deposit.paymentDate,
        deposit.reference,
        deposit.officeName,
        amount(deposit.amount),
        deposit.claimCount,
        deposit.lineCount,
      ]),
    ),
  ].join('');

/** A deposit's lines as CSV: what it pays of each claim line (a line paid in parts shows both amounts). */
export const depositLinesCsv = (t: TFunction, deposit: DepositDetail): string =>
  [
    csvLine([
      t('columns.reference'),
      t('columns.paymentDate'),
      t('columns.office'),
      t('detail.submissionId'),
      t('detail.patient'),
      t('detail.expenseDate'),
      t('detail.coverage'),
      t('detail.lineAmount'),
      t('detail.amountPaid'),
    ]),
    ...deposit.lines.map((line) =>
      csvLine([
        deposit.reference,
        deposit.paymentDate,
        deposit.officeName,
        line.submissionId,
        line.patientName,
        line.expenseDate,
        line.coverageName,
        amount(line.lineAmount),
        amount(line.amountPaid),
      ]),
    ),
  ].join('');

/** A CSV blob spreadsheets open as UTF-8 (the byte-order mark keeps accents readable in Excel). */
export const csvBlob = (text: string) => new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
