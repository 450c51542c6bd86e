import type { RemoteDeclaration } from '@portal/contracts';
import { CLAIM_MESSAGES } from '@portal/contracts/claims';
import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { useGetCoveragesQuery } from '@portal/web-plans';
import { ClaimSubmissions } from './claim-submissions';

const remote = { namespace: 'test', routes: {}, strings: { en: {}, 'fr-CA': {} } } as unknown as RemoteDeclaration;

/** The API of a provider with no claims: the status refresh changes nothing, the search finds nothing. */
const respond = (url: string) => {
  const { pathname } = new URL(url);
  if (pathname === '/api/claims/UpdateStatus') return json({ checked: 0, changed: [] });
  if (pathname === '/api/claims') return json([]);
  if (pathname === '/api/coverages') return json([]);
  return new Response('', { status: 404 });
};

/**
 * Another part of the screen reading the coverages, whose refetch the page must not answer with a render. It
 * shows when its last answer came: it is told in the same store notification as the page.
 */
const CoveragesRefetch = () => {
  const { refetch, fulfilledTimeStamp } = useGetCoveragesQuery();
  return (
    <button type="button" data-fulfilled={fulfilledTimeStamp} onClick={() => void refetch()}>
      Refetch coverages
    </button>
  );
};

describe('ClaimSubmissions', () => {
  it('renders again only when what it shows changes, not when a request it reads is pending and fulfilled', async () => {
    let commits = 0;
    const fetchMock = await renderPage(
      remote,
      <>
        <Profiler id="claim-submissions" onRender={() => (commits += 1)}>
          <ClaimSubmissions title="Search Submissions" scope="provider" canChangeStatus={false} canExport={false} />
        </Profiler>
        <CoveragesRefetch />
      </>,
      respond,
    );
    expect(await screen.findByText(CLAIM_MESSAGES.noSubmissions)).toBeVisible();
    const refetch = await screen.findByRole('button', { name: 'Refetch coverages' });
    const rendered = commits;
    const coverageCalls = () => fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/api/coverages')).length;
    const calls = coverageCalls();

    const fulfilled = refetch.dataset['fulfilled'];

    await userEvent.click(refetch);
    await waitFor(() => expect(refetch.dataset['fulfilled']).not.toBe(fulfilled));
    expect(coverageCalls()).toBe(calls + 1);
    expect(commits).toBe(rendered);
  });
});
