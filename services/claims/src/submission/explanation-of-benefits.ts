import { type Claim } from '@portal/contracts';
import { claimStatusLabel } from '@portal/contracts/claims';
import type { MailMessage } from '@portal/server-mail';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The explanation of benefits e-mailed to the member after adjudication or a void: the claim, each line's outcome and reasons. */
export function explanationOfBenefits(claim: Claim, to: string): MailMessage {
  const lines = claim.expenses.map((expense) => {
    const reasons = expense.reasons.map((reason) => reason.message).join('; ');
    return {
      text: `${expense.expenseDate}  ${expense.patientName}  ${expense.coverageName ?? expense.coverageTypeId}  ${money(expense.amount)}  ${claimStatusLabel[expense.status]}${reasons ? ` (${reasons})` : ''}`,
      cells: [
        expense.expenseDate,
        expense.patientName,
        expense.coverageName ?? String(expense.coverageTypeId),
        money(expense.amount),
        claimStatusLabel[expense.status],
        reasons,
      ],
    };
  });
  const heading = `Explanation of benefits for claim ${claim.submissionId}`;
  const voided = claim.reasons.find((reason) => reason.code === 'voided');
  const outcome = `${claimStatusLabel[claim.status]}${voided ? `, reason: ${voided.params['reason'] ?? ''}` : ''}`;
  const intro = `${claim.healthOffice} submitted a claim of ${money(claim.claimAmountTotal)} for ${claim.firstName} ${claim.lastName} (member ${claim.studentId}) on ${claim.submissionDate.slice(0, 10)}. Outcome: ${outcome}.`;
  const text = [
    heading,
    '',
    intro,
    '',
    ...lines.map((line) => line.text),
    '',
    'Questions? Reply to your plan administrator.',
  ].join('\n');
  const rows = lines.map((line) => `<tr>${line.cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  const html = `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p><table><thead><tr><th>Date</th><th>Patient</th><th>Coverage</th><th>Amount</th><th>Outcome</th><th>Reasons</th></tr></thead><tbody>${rows}</tbody></table>`;
  return { to, subject: heading, text, html };
}
