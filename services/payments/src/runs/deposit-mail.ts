import type { MailColumns } from '@portal/server-mail';

const NBSP = '\u00a0';
const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

const amountEn = `'$' || to_char(s.amount, 'FM999,990.00')`;
// fr-CA as Intl writes it: 12 345,67 $ (no-break spaces).
const amountFr = `replace(replace(to_char(s.amount, 'FM999,990.00'), ',', '${NBSP}'), '.', ',') || '${NBSP}$'`;
// 'Month' (unlike 'TMMonth') is English whatever the server's locale.
const dateEn = `to_char(s.payment_date, 'FMMonth FMDD, YYYY')`;
const dayFr = `case extract(day from s.payment_date)::int when 1 then '1er' else extract(day from s.payment_date)::int::text end`;
const dateFr = `${dayFr} || ' ' || (array['${FRENCH_MONTHS.join("','")}'])[extract(month from s.payment_date)::int]
  || ' ' || extract(year from s.payment_date)::int`;

const inLanguage = (en: string, fr: string) => `case when s.language = 'fr-CA' then ${fr} else ${en} end`;

/**
 * The e-mail each deposit sends to its office's direct-deposit address, as SQL over a `deposit` row,
 * in the language the provider chose (copied onto the deposit). No bank number appears in it.
 */
export const depositMail: MailColumns = {
  to: 's.direct_deposit_email',
  subject: inLanguage(
    `'Direct deposit ' || s.reference || ' of ' || ${amountEn}`,
    `'Dépôt direct ' || s.reference || ' de ' || ${amountFr}`,
  ),
  text: inLanguage(
    `'Hello ' || s.office_name || E',\\n\\n'
    || 'A direct deposit of ' || ${amountEn} || ' (reference ' || s.reference || ') will be made on ' || ${dateEn}
    || ' to the bank account on file for ' || s.office_name || '. It pays ' || s.line_count || ' claim line(s) of '
    || s.claim_count || E' claim(s).\\n\\n'
    || E'Sign in to the provider portal to see the claims and lines it pays.\\n'`,
    `'Bonjour ' || s.office_name || E',\\n\\n'
    || 'Un dépôt direct de ' || ${amountFr} || ' (référence ' || s.reference || ') sera versé le ' || ${dateFr}
    || ' dans le compte bancaire au dossier de ' || s.office_name || '. Il règle ' || s.line_count
    || ' ligne(s) de ' || s.claim_count || E' demande(s) de règlement.\\n\\n'
    || E'Connectez-vous au portail des fournisseurs pour voir les demandes et les lignes qu’il règle.\\n'`,
  ),
};
