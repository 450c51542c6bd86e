import { route } from '../routes/route';
import type { contactMessageSchema, contactReceiptSchema } from './contact-schemas';

/** The contact drawer's route (spec §7 POST /email): a message to the administrator's address. */
export const contactRoutes = {
  send: route<{ body: typeof contactMessageSchema; response: typeof contactReceiptSchema }>()('POST', '/email'),
} as const;
