import type { MailColumns } from '@portal/server-mail';

const amount = `'$' || to_char(s.amount, 'FM999,990.00')`;
const date = `to_char(s.payment_date, 'FMMonth FMDD, YYYY')`;

/**
 * The e-mail each deposit sends to its office's direct-deposit address, as SQL over a `deposit` row.
 * English only: no account or provider stores a language yet (ADR 025). No bank number appears in it.
 */
export const depositMail: MailColumns = {
  to: 's.direct_deposit_email',
  subject: `'Direct deposit ' || s.reference || ' of ' || ${amount}`,
  text: `'Hello ' || s.office_name || E',\\n\\n'
    || 'A direct deposit of ' || ${amount} || ' (reference ' || s.reference || ') will be made on ' || ${date}
    || ' to the bank account on file for ' || s.office_name || '. It pays ' || s.line_count || ' claim line(s) of '
    || s.claim_count || E' claim(s).\\n\\n'
    || E'Sign in to the provider portal to see the claims and lines it pays.\\n'`,
};
