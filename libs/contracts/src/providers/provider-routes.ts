import type { z } from 'zod';
import type { recordIdSchema } from '../input/record-id';
import type { legacyProfileSchema } from '../legacy-profile';
import type {
  providerLanguageInputSchema,
  providerListQuerySchema,
  providerProfileInputSchema,
  providerRegistrationSchema,
  providerSchema,
  providerSuspendSchema,
} from '../provider';
import type {
  providerChangeRequestDecisionSchema,
  providerChangeRequestQuerySchema,
  providerChangeRequestSchema,
} from '../provider-change-request';
import type { provinceSchema } from '../reference-data';
import { route } from '../routes/route';
import type { providerIdSchema } from './provider-id';

type ProviderId = { readonly id: typeof providerIdSchema };
type RecordId = { readonly id: typeof recordIdSchema };
type ChangeRequest = typeof providerChangeRequestSchema;

/** The providers' JSON routes (spec §7): the profiles, their standing and language, the provinces. */
export const providerRoutes = {
  provinces: route<{ response: z.ZodArray<typeof provinceSchema> }>()('GET', '/enums/provinces'),
  list: route<{ query: typeof providerListQuerySchema; response: z.ZodArray<typeof providerSchema> }>()('GET', '/provider'),
  legacyProfile: route<{ response: typeof legacyProfileSchema }>()('GET', '/provider/legacy'),
  findOne: route<{ params: ProviderId; response: typeof providerSchema }>()('GET', '/provider/:id'),
  suspend: route<{ params: ProviderId; body: typeof providerSuspendSchema; response: typeof providerSchema }>()(
    'POST',
    '/provider/:id/suspend',
  ),
  activate: route<{ params: ProviderId; response: typeof providerSchema }>()('POST', '/provider/:id/activate'),
  setLanguage: route<{ params: ProviderId; body: typeof providerLanguageInputSchema; response: z.ZodVoid }>()(
    'PUT',
    '/provider/:id/language',
  ),
} as const;

/**
 * The provider change requests' routes (spec §7 serves them under `/audit`): a registration or a profile change
 * answers the change request it opened, not the provider.
 */
export const changeRequestRoutes = {
  register: route<{ body: typeof providerRegistrationSchema; response: ChangeRequest }>()('POST', '/provider'),
  requestChange: route<{ params: ProviderId; body: typeof providerProfileInputSchema; response: ChangeRequest }>()(
    'PUT',
    '/provider/:id',
  ),
  list: route<{ query: typeof providerChangeRequestQuerySchema; response: z.ZodArray<ChangeRequest> }>()('GET', '/audit'),
  findOne: route<{ params: RecordId; response: ChangeRequest }>()('GET', '/audit/audit-record/:id'),
  decide: route<{ params: RecordId; body: typeof providerChangeRequestDecisionSchema; response: ChangeRequest }>()(
    'PUT',
    '/audit/:id',
  ),
  markRead: route<{ params: RecordId; response: ChangeRequest }>()('PUT', '/audit/:id/read'),
} as const;
