import { PROVIDER_MESSAGES } from '@portal/contracts';
import type { Translation } from '@portal/i18n';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

type MessageKey = keyof typeof PROVIDER_MESSAGES;
const KEY_OF = new Map(Object.entries(PROVIDER_MESSAGES).map(([key, message]) => [message as string, key as MessageKey]));

/** A contract (spec §5) message in the page's language; a message the contract does not know stays as the API wrote it. */
export const translateMessage = (t: Translation['t'], message: string): string => {
  const key = KEY_OF.get(message);
  return key ? t(`validation.${key}`) : message;
};

/** An antd rule that runs the contract's schema for one field, so the rules and messages are written once. */
export const contractRule = (t: Translation['t'], schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(translateMessage(t, result.error.issues[0]?.message ?? ''));
  },
});

/** `offices.0.accountNumber` → `['offices', 0, 'accountNumber']` (an antd field name). */
export const fieldName = (path: string): (string | number)[] =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export interface FieldError {
  readonly path: string;
  readonly message: string;
}
