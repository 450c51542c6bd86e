import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyStagedPage } from './lazy-staged-page';

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

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
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    for (let turn = 0; turn < 5; turn++) await flushMicrotasks();
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
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    for (let turn = 0; turn < 5; turn++) await flushMicrotasks();
    expect(order).toEqual(['entry']);

    expect(await screen.findByRole('heading', { name: 'New Claim' })).toBeInTheDocument();
    expect(order).toEqual(['entry', 'tokens', 'components', 'page']);
  });
});
