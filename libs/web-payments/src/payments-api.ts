import { portalApi, routeEndpoint, routeRequest, routeResponse } from '@portal/api-client';
import type { RouteResponse } from '@portal/contracts';
import { paymentRoutes, type DepositParams, type PaymentRun, type PaymentRunCreate } from '@portal/contracts/payments';

export interface Paged<T> {
  readonly items: T[];
  /** `x-total-count`: every match. */
  readonly total: number;
}

export interface PaymentRunResult {
  readonly run: PaymentRun;
  /** 201: the run was made now; 200: the date already had its run, returned unchanged. */
  readonly created: boolean;
}

/** The query string of a deposit search: empty values omitted. */
export const depositQueryString = (params: DepositParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** A list route's page, with its `x-total-count`. */
const paged =
  <R extends typeof paymentRoutes.deposits | typeof paymentRoutes.runs>(contract: R) =>
  (body: unknown, meta: { response?: Response } | undefined): Paged<RouteResponse<R>[number]> => {
    const items = routeResponse(contract)(body);
    const total = Number(meta?.response?.headers.get('x-total-count'));
    return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
  };

const paymentsApi = portalApi.enhanceEndpoints({ addTagTypes: ['Deposits', 'PaymentRuns'] }).injectEndpoints({
  endpoints: (build) => ({
    listDeposits: build.query({
      // The search form's empty filters stay out of the query string.
      query: (params: DepositParams) => ({
        ...routeRequest(paymentRoutes.deposits, { query: params }),
        params: depositQueryString(params),
      }),
      transformResponse: paged(paymentRoutes.deposits),
      providesTags: ['Deposits'],
    }),
    getDeposit: build.query({
      query: (depositId: string) => routeRequest(paymentRoutes.deposit, { depositId }),
      transformResponse: routeResponse(paymentRoutes.deposit),
      providesTags: ['Deposits'],
    }),
    listPaymentRuns: build.query({
      ...routeEndpoint(paymentRoutes.runs),
      transformResponse: paged(paymentRoutes.runs),
      providesTags: ['PaymentRuns'],
    }),
    createPaymentRun: build.mutation<PaymentRunResult, PaymentRunCreate>({
      query: (body) => routeRequest(paymentRoutes.createRun, { body }),
      transformResponse: (body: unknown, meta): PaymentRunResult => ({
        run: routeResponse(paymentRoutes.createRun)(body),
        created: meta?.response?.status === 201,
      }),
      invalidatesTags: (result) => (result?.created ? ['PaymentRuns', 'Deposits'] : []),
    }),
  }),
});

export const { useListDepositsQuery, useGetDepositQuery, useListPaymentRunsQuery, useCreatePaymentRunMutation } = paymentsApi;
