import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remote } from '../remote';
import { CoveragesPage } from './coverages-page';

const coverages = [
  { coverageId: 1, name: 'Physiotherapy', nameFr: 'Physiothérapie', assignedId: 11 },
  { coverageId: 2, name: 'Psychology', nameFr: null, assignedId: 14 },
];
const conflict = (message: string) =>
  new Response(JSON.stringify({ statusCode: 409, error: 'Conflict', message }), {
    status: 409,
    headers: { 'content-type': 'application/json' },
  });

/** GET /coverages; POST, PUT and DELETE answer with `write`. Every request is kept. */
const api = async (write: (request: Request) => Response) => {
  const fetchMock = await renderPage(remote, <CoveragesPage />);
  fetchMock.mockImplementation(async (request: Request) => (request.method === 'GET' ? json(coverages) : write(request)));
  return fetchMock;
};
const writes = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([request]: [Request]) => request).filter((request) => request.method !== 'GET');
const dialog = () => screen.getByRole('dialog', { name: 'Coverage' });
const save = () => within(dialog()).getByRole('button', { name: 'Save' });

// antd's modal and form take a few seconds to render in jsdom, more on a busy machine.
jest.setTimeout(60_000);

describe('CoveragesPage', () => {
  it('lists each coverage with its assigned id', async () => {
    await renderPage(remote, <CoveragesPage />, () => json(coverages));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit coverages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD NEW' })).toBeInTheDocument();
    const psychology = (await screen.findByRole('heading', { name: 'Psychology' })).closest('article') as HTMLElement;
    expect(within(psychology).getByText('Assigned Id: 14')).toBeInTheDocument();
  });

  it("adds a coverage: Save waits for a name and a free id ('ID is used')", async () => {
    const user = userEvent.setup();
    const fetchMock = await api(() => json({ coverageId: 3, name: 'Dental', nameFr: null, assignedId: 40 }));
    await user.click(await screen.findByRole('button', { name: 'ADD NEW' }));
    expect(within(dialog()).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Coverage Name'), 'Dental');
    await user.type(screen.getByLabelText('Assigned Id Number'), '14');
    expect(within(dialog()).getByText('ID is used')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(screen.getByLabelText('Assigned Id Number'));
    await user.type(screen.getByLabelText('Assigned Id Number'), '40');
    await user.click(save());
    expect(await screen.findByText('New coverage created')).toBeInTheDocument();
    const [post] = writes(fetchMock);
    expect(`${post?.method} ${post?.url}`).toBe('POST http://api.test/api/coverages');
    expect(await post?.json()).toEqual({ name: 'Dental', nameFr: null, assignedId: 40 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Coverage' })).not.toBeInTheDocument());
    // Focus returns to ADD NEW, which opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'ADD NEW' })).toHaveFocus());
  });

  it('renames a coverage keeping its own id', async () => {
    const user = userEvent.setup();
    const fetchMock = await api(() => json({ coverageId: 2, name: 'Psychotherapy', nameFr: null, assignedId: 14 }));
    await user.click(await screen.findByRole('button', { name: 'Psychology' }));
    expect(screen.getByLabelText('Assigned Id Number')).toHaveValue('14');
    await user.clear(screen.getByLabelText('Coverage Name'));
    expect(within(dialog()).getByText('Please enter name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Coverage Name'), 'Psychotherapy');
    expect(within(dialog()).queryByText('ID is used')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Updated coverage: Psychotherapy')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Psychology' })).toHaveFocus());
    const [put] = writes(fetchMock);
    expect(`${put?.method} ${put?.url}`).toBe('PUT http://api.test/api/coverages/2');
    expect(await put?.json()).toEqual({ name: 'Psychotherapy', nameFr: null, assignedId: 14 });
  });

  it('edits the French name beside the English one, which stays required', async () => {
    const user = userEvent.setup();
    const fetchMock = await api(() => json({ coverageId: 1, name: 'Physiotherapy', nameFr: 'Physio', assignedId: 11 }));
    await user.click(await screen.findByRole('button', { name: 'Physiotherapy' }));
    expect(screen.getByLabelText('Coverage Name in French')).toHaveValue('Physiothérapie');
    await user.clear(screen.getByLabelText('Coverage Name'));
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Coverage Name'), 'Physiotherapy');
    await user.clear(screen.getByLabelText('Coverage Name in French'));
    await user.type(screen.getByLabelText('Coverage Name in French'), ' Physio ');
    await user.click(save());
    expect(await screen.findByText('Updated coverage: Physiotherapy')).toBeInTheDocument();
    const [put] = writes(fetchMock);
    expect(await put?.json()).toEqual({ name: 'Physiotherapy', nameFr: 'Physio', assignedId: 11 });
  });

  it("asks before deleting and shows the server's refusal of a coverage in use", async () => {
    const user = userEvent.setup();
    let inUse = true;
    const fetchMock = await api(() =>
      inUse
        ? conflict('The coverage Physiotherapy is used by plan 110 and cannot be deleted')
        : new Response(null, { status: 204 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Physiotherapy' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    // antd names every modal's title 'test-id' under Jest, so the confirmation is found by its text.
    const confirm = (await screen.findByText('The coverage Physiotherapy will be deleted!')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(confirm).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText('Failed to delete coverage: The coverage Physiotherapy is used by plan 110 and cannot be deleted'),
    ).toBeInTheDocument();
    inUse = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await user.click(await within(confirm).findByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Deleted coverage: Physiotherapy')).toBeInTheDocument();
    expect(writes(fetchMock).map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE http://api.test/api/coverages/1',
      'DELETE http://api.test/api/coverages/1',
    ]);
  });

  it('speaks French', async () => {
    await renderPage(remote, <CoveragesPage />, () => json(coverages), 'fr-CA');
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier les garanties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AJOUTER' })).toBeInTheDocument();
    // The French name where there is one, else the English.
    expect(await screen.findByRole('heading', { name: 'Physiothérapie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Psychology' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Physiotherapy' })).not.toBeInTheDocument();
  });
});
