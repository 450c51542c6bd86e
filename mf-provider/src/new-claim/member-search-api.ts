import { portalApi } from '@portal/api-client';
import type { Member, Plan } from '@portal/contracts';

export interface MemberSearchArgs {
  readonly providerId: string;
  readonly memberId?: string;
  readonly firstname?: string;
  readonly lastname?: string;
}

/** Spec §7: empty values omitted. */
export const memberSearchParams = ({ memberId, firstname, lastname }: Omit<MemberSearchArgs, 'providerId'>) =>
  Object.fromEntries(
    Object.entries({ memberId, firstname, lastname }).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );

export const memberSearchApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.query<Member[], MemberSearchArgs>({
      query: ({ providerId, ...criteria }) => ({ url: `/provider/${providerId}/member`, params: memberSearchParams(criteria) }),
      keepUnusedDataFor: 0,
    }),
    getPlan: build.query<Plan, string>({ query: (planNumber) => `/plans/${encodeURIComponent(planNumber)}` }),
  }),
});

export const { useLazySearchMembersQuery, useGetPlanQuery } = memberSearchApi;
