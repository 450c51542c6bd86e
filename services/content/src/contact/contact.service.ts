import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { PortalClaims } from '@portal/contracts';
import {
  CONTACT_LIMIT,
  CONTACT_MESSAGES,
  CONTACT_WINDOW_MINUTES,
  type ContactMessageInput,
  type ContactReceipt,
} from '@portal/contracts/contact';
import { enqueueMail } from '@portal/server-mail';
import { CONTACT_CONFIG, type ContactConfig } from './contact-config';
import { contactMail } from './contact-mail';
import { ContactMessage } from '../entities/contact-message.entity';

/**
 * Contact messages: stored, and e-mailed to the administrator's address through the outbox in the same
 * transaction, with the sender's account; at most CONTACT_LIMIT per account in CONTACT_WINDOW_MINUTES,
 * counted in the database so every API replica applies the same limit.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CONTACT_CONFIG) private readonly config: ContactConfig,
  ) {}

  async send(input: ContactMessageInput, user: PortalClaims, requestId: string): Promise<ContactReceipt> {
    return this.em.transactional(async (tx) => {
      // One sender's messages are counted and written one at a time: the limit holds under concurrency.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`contact:${user.sub}`]);
      const [recent] = await tx.execute<{ n: number }[]>(
        `select count(*)::int as n from contact_message where sender_subject = ? and created_at > now() - make_interval(mins => ?)`,
        [user.sub, CONTACT_WINDOW_MINUTES],
      );
      if ((recent?.n ?? 0) >= CONTACT_LIMIT) throw new HttpException(CONTACT_MESSAGES.tooMany, HttpStatus.TOO_MANY_REQUESTS);
      const message = tx.create(ContactMessage, {
        ...input,
        senderSubject: user.sub,
        senderUsername: user.username ?? null,
        senderRole: user.role,
        providerId: user.providerId ?? null,
        actingAdmin: user.act ? (user.act.username ?? user.act.sub) : null,
        requestId,
      });
      await tx.flush();
      await enqueueMail(tx, contactMail(input, user, { messageId: String(message.id), requestId }, this.config.adminEmail));
      return { id: String(message.id), sentAt: message.createdAt.toISOString() };
    });
  }
}
