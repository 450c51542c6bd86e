import { portalApi } from '@portal/api-client';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export const contactApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<unknown, ContactMessage>({ query: (body) => ({ url: '/email', method: 'POST', body }) }),
  }),
});

export const { useSendMessageMutation } = contactApi;
