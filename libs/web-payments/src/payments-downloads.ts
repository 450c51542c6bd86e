import { routePath, type RouteResponse } from '@portal/contracts/core';
import { paymentRoutes, type Deposit, type DepositParams, type PaymentRun } from '@portal/contracts/payments';
import { apiFetch, responseError, saveBlob } from '@portal/ui-antd';
import { depositQueryString } from './payments-api';

/** The largest page the API serves, and how many the CSV export reads at most (10,000 deposits). */
const EXPORT_PAGE = '100';
const EXPORT_MAX_PAGES = 100;

/** Every deposit of a search, read page by page, for the CSV export. */
export async function fetchAllDeposits(params: Omit<DepositParams, 'page' | 'limit'>): Promise<Deposit[]> {
  const all: Deposit[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
    const query = new URLSearchParams(depositQueryString({ ...params, limit: EXPORT_PAGE, page }));
    const response = await apiFetch(`${routePath(paymentRoutes.deposits)}?${query.toString()}`);
    if (!response.ok) throw await responseError(response);
    const items = (await response.json()) as RouteResponse<typeof paymentRoutes.deposits>;
    all.push(...items);
    const total = Number(response.headers.get('x-total-count')) || 0;
    if (items.length < Number(EXPORT_PAGE) || all.length >= total) break;
  }
  return all;
}

/** The run's CPA-005 bank file, fetched with the session's bearer token and saved as `cpa005-<date>.txt`. */
export async function downloadCpa005(run: PaymentRun): Promise<string> {
  const response = await apiFetch(`/payment-runs/${encodeURIComponent(run.runId)}/cpa005`);
  if (!response.ok) throw await responseError(response);
  const fileName = `cpa005-${run.paymentDate}.txt`;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
