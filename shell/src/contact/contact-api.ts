import { portalApi, routeRequest } from '@portal/api-client';
import type { RouteResponse } from '@portal/contracts';
import { contactRoutes } from '@portal/contracts/contact';

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export const contactApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<RouteResponse<typeof contactRoutes.send>, ContactMessage>({
      query: (body) => routeRequest(contactRoutes.send, { body }),
    }),
  }),
});

export const { useSendMessageMutation } = contactApi;
