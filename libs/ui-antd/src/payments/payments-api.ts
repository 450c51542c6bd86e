import { portalApi } from '@portal/api-client';
import type { Deposit, DepositDetail, DepositParams, PaymentRun, PaymentRunCreate } from '@portal/contracts/payments';

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

const paged =
  <T>() =>
  (body: unknown, meta: { response?: Response } | undefined): Paged<T> => {
    const items = body as T[];
    const total = Number(meta?.response?.headers.get('x-total-count'));
    return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
  };

const paymentsApi = portalApi.enhanceEndpoints({ addTagTypes: ['Deposits', 'PaymentRuns'] }).injectEndpoints({
  endpoints: (build) => ({
    listDeposits: build.query<Paged<Deposit>, DepositParams>({
      query: (params) => ({ url: '/payments', params: depositQueryString(params) }),
      transformResponse: paged<Deposit>(),
      providesTags: ['Deposits'],
    }),
    getDeposit: build.query<DepositDetail, string>({
      query: (depositId) => `/payments/${encodeURIComponent(depositId)}`,
      providesTags: ['Deposits'],
    }),
    listPaymentRuns: build.query<Paged<PaymentRun>, { readonly page: number; readonly limit: string }>({
      query: (params) => ({ url: '/payment-runs', params: { page: String(params.page), limit: params.limit } }),
      transformResponse: paged<PaymentRun>(),
      providesTags: ['PaymentRuns'],
    }),
    createPaymentRun: build.mutation<PaymentRunResult, PaymentRunCreate>({
      query: (body) => ({ url: '/payment-runs', method: 'POST', body }),
      transformResponse: (run: PaymentRun, meta): PaymentRunResult => ({ run, created: meta?.response?.status === 201 }),
      invalidatesTags: (result) => (result?.created ? ['PaymentRuns', 'Deposits'] : []),
    }),
  }),
});

export const { useListDepositsQuery, useGetDepositQuery, useListPaymentRunsQuery, useCreatePaymentRunMutation } = paymentsApi;
