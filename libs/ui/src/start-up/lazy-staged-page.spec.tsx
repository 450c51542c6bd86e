import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyStagedPage } from './lazy-staged-page';

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Renders the lazy page and lets everything that can run within the current task run. */
async function renderWithinOneTask(Page: ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
  for (let turn = 0; turn < 5; turn++) await flushMicrotasks();
}

describe('a page loaded in stages', () => {
  it('evaluates the page in a task after its entry, then renders it', async () => {
    const order: string[] = [];
    const page = jest.fn(async () => {
      order.push('page');
      return () => <h1>Search Submissions</h1>;
    });
    const Page = lazyStagedPage(async () => {
      order.push('entry');
      return { default: { page } };
    });
    await renderWithinOneTask(Page);
    expect(order).toEqual(['entry']);
    expect(screen.getByText('Loading')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Search Submissions' })).toBeInTheDocument();
    expect(order).toEqual(['entry', 'page']);
  });
});

describe('a page loaded in stages, with stages of its own', () => {
  it('runs each stage in its own task, in order, before the page', async () => {
    const order: string[] = [];
    const Page = lazyStagedPage(async () => {
      order.push('entry');
      return {
        default: {
          stages: [() => order.push('tokens'), async () => order.push('components')],
          page: async () => {
            order.push('page');
            return () => <h1>New Claim</h1>;
          },
        },
      };
    });
    await renderWithinOneTask(Page);
    expect(order).toEqual(['entry']);

    expect(await screen.findByRole('heading', { name: 'New Claim' })).toBeInTheDocument();
    expect(order).toEqual(['entry', 'tokens', 'components', 'page']);
  });
});
