import { formatMoney, type Claim, type Language } from '@portal/contracts';
import { CLAIM_STATUS_LABELS, reasonText } from '@portal/contracts/claims';
import type { MailMessage } from '@portal/server-mail';

const TEXTS = {
  en: {
    heading: (id: string) => `Explanation of benefits for claim ${id}`,
    intro: (office: string, total: string, member: string, on: string, outcome: string) =>
      `${office} submitted a claim of ${total} for ${member} on ${on}. Outcome: ${outcome}.`,
    member: (name: string, id: string) => `${name} (member ${id})`,
    voided: (status: string, reason: string) => `${status}, reason: ${reason}`,
    footer: 'Questions? Reply to your plan administrator.',
    columns: ['Date', 'Patient', 'Coverage', 'Amount', 'Outcome', 'Reasons'],
  },
  'fr-CA': {
    heading: (id: string) => `Relevé des prestations pour la demande ${id}`,
    intro: (office: string, total: string, member: string, on: string, outcome: string) =>
      `${office} a soumis une demande de règlement de ${total} pour ${member} le ${on}. Décision : ${outcome}.`,
    member: (name: string, id: string) => `${name} (participant ${id})`,
    voided: (status: string, reason: string) => `${status}, motif : ${reason}`,
    footer: 'Des questions? Adressez-vous à l’administrateur de votre régime.',
    columns: ['Date', 'Patient', 'Garantie', 'Montant', 'Décision', 'Motifs'],
  },
} satisfies Record<Language, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The explanation of benefits e-mailed to the member after adjudication or a void: the claim, each
 * line's outcome and reasons, in the language the claim was sent in (its provider's language of e-mails).
 */
export function explanationOfBenefits(claim: Claim, to: string, language: Language): MailMessage {
  const text = TEXTS[language];
  const money = (amount: number) => formatMoney(amount, language);
  const status = CLAIM_STATUS_LABELS[language];
  const lines = claim.expenses.map((expense) => [
    expense.expenseDate,
    expense.patientName,
    expense.coverageName ?? String(expense.coverageTypeId),
    money(expense.amount),
    status[expense.status],
    expense.reasons.map((reason) => reasonText(language, reason)).join('; '),
  ]);
  const heading = text.heading(claim.submissionId);
  const voided = claim.reasons.find((reason) => reason.code === 'voided');
  const outcome = voided ? text.voided(status[claim.status], voided.params['reason'] ?? '') : status[claim.status];
  const member = text.member(`${claim.firstName} ${claim.lastName}`, claim.studentId);
  const intro = text.intro(claim.healthOffice, money(claim.claimAmountTotal), member, claim.submissionDate.slice(0, 10), outcome);
  const plain = [
    heading,
    '',
    intro,
    '',
    ...lines.map(
      ([date, patient, coverage, amount, result, reasons]) =>
        `${date}  ${patient}  ${coverage}  ${amount}  ${result}${reasons ? ` (${reasons})` : ''}`,
    ),
    '',
    text.footer,
  ].join('\n');
  const head = text.columns.map((column) => `<th>${column}</th>`).join('');
  const rows = lines.map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell ?? '')}</td>`).join('')}</tr>`).join('');
  const html = `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table><p>${escapeHtml(text.footer)}</p>`;
  return { to, subject: heading, text: plain, html };
}
