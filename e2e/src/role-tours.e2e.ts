import { expect, test } from '@playwright/test';
import { testRoleTour, tourDictionary } from '@portal/e2e-support';

// The shell's own tour: what a signed-out visitor opens. Each remote's role tour lives in its own e2e/ folder.
test('the dictionary holds the English UI strings and the seeded English data', async ({ browser }) => {
  // A sign-in on two busy cores can take more than 30 s.
  test.setTimeout(120_000);
  const dictionary = await tourDictionary(browser);
  expect(dictionary.exact.get('Search Submissions')).toBeDefined();
  expect(dictionary.exact.get('Physiotherapy')).toBe('coverage name');
  expect(dictionary.exact.get('Student Health Plan')).toBe('plan name');
  expect(dictionary.exact.get('Eastern Regional Office')).toBe('office name');
  expect([...dictionary.exact.values()]).toContain('home page');
});

testRoleTour(null);
