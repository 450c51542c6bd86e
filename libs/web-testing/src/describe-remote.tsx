import type { RemoteDeclaration } from '@portal/contracts';
import type { RemotePages } from '@portal/ui';
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderPage } from './render-page';

/**
 * The checks every remote's `./Routes` passes: one page per declared route, and each page shows a
 * heading in English and a different one in French (its strings travel with the remote).
 */
export const describeRemotePages = (remote: RemoteDeclaration, pages: RemotePages) => {
  describe(`${remote.namespace} ./Routes`, () => {
    beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it('has exactly one page per declared route', () => {
      expect(Object.keys(pages).sort()).toEqual(Object.keys(remote.routes).sort());
    });

    it.each(Object.keys(remote.routes))('%s has a heading in English and in French', async (id) => {
      const Page = pages[id] as NonNullable<RemotePages[string]>;
      const headingIn = async (language: 'en' | 'fr-CA') => {
        await renderPage(remote, <Suspense><Page /></Suspense>, undefined, language);
        const text = (await screen.findByRole('heading', { level: 1 })).textContent;
        cleanup();
        return text;
      };
      const english = await headingIn('en');
      const french = await headingIn('fr-CA');
      expect(english).toBeTruthy();
      expect(french).toBeTruthy();
      expect(french).not.toBe(english);
    });
  });
};
