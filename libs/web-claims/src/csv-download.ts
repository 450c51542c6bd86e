import { apiFetch, responseError } from '@portal/ui-antd';

export interface CsvProgress {
  /** Claims received so far (lines after the header, one per expense, counted by claim id changes). */
  readonly rows: number;
  readonly total: number;
}

/**
 * Streams GET /claims/export and reports progress as lines arrive, then returns the whole file and its claim count. The
 * server writes one line per expense line: the first cell (the submission id) changing marks a new claim.
 */
export async function downloadClaimsCsv(
  query: string,
  onProgress: (progress: CsvProgress) => void,
  signal: AbortSignal,
): Promise<{ blob: Blob; claims: number }> {
  const response = await apiFetch(`/claims/export${query ? `?${query}` : ''}`, { signal });
  if (!response.ok || !response.body) throw await responseError(response);
  const total = Number(response.headers.get('x-total-count')) || 0;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: BlobPart[] = [];
  let pending = '';
  let header = true;
  let claims = 0;
  let lastId = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\r\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (header) {
        header = false;
        continue;
      }
      const id = line.slice(0, line.indexOf(','));
      if (id !== lastId) claims += 1;
      lastId = id;
    }
    onProgress({ rows: claims, total });
  }
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), claims };
}
