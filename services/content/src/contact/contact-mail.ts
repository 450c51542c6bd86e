import type { PortalClaims } from '@portal/contracts';
import type { ContactMessageInput } from '@portal/contracts/contact';
import type { MailMessage } from '@portal/server-mail';

/** Line breaks and other control characters: each would start a line (or a header) of its own. */
const CONTROL = /\p{Cc}+/gu;
const oneLine = (value: string) => value.replace(CONTROL, ' ').trim();

/**
 * The administrator's copy of a contact message. What the sender typed goes only where it is data:
 * the subject (one line, which nodemailer encodes as a header value) and the body, where the name and
 * the e-mail stay on the portal's own `From:` line and the message comes after the portal's lines, so
 * nothing typed can pass for a header or for a line the portal wrote. The contract already refuses
 * line breaks in name, e-mail and subject; this holds even if it did not.
 */
export function contactMail(
  input: ContactMessageInput,
  sender: PortalClaims,
  ids: { messageId: string; requestId: string },
  to: string,
): MailMessage {
  const account = oneLine(sender.username ?? sender.sub);
  const actingAdmin = sender.act ? oneLine(sender.act.username ?? sender.act.sub) : null;
  return {
    to,
    subject: `Portal message: ${oneLine(input.subject)}`,
    text: [
      `From: ${oneLine(input.name)} <${oneLine(input.email)}>`,
      `Account: ${account} (${sender.role}${sender.providerId ? `, provider ${sender.providerId}` : ''})`,
      ...(actingAdmin ? [`Sent by administrator ${actingAdmin} acting as this provider`] : []),
      `Message ${ids.messageId}, request ${ids.requestId}`,
      '',
      input.message,
    ].join('\n'),
  };
}
