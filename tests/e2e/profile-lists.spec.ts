import { brandConfig, expect, openBrand, signIn, test } from './fixtures';

// Profile lists (spec §2 "Profile sections"): rules.json lazyList.initial rows at first, lazyList.step
// more when the trigger under the list becomes lazyList.threshold visible.
for (const [name, path, testId] of [
  ['casino history', '/profile/casino-history', 'casino-history'],
  ['transactions', '/profile/transactions-history', 'transactions-history'],
] as const) {
  test(`the ${name} list shows lazyList.initial rows and grows by lazyList.step on scroll`, async ({ page, request }) => {
    const { rules } = await brandConfig(request, 'pampa');
    await openBrand(page, 'pampa');
    await signIn(page);
    await page.goto(`${path}?brand=pampa`);
    const rows = page.getByTestId(testId).locator('tbody tr');
    await expect(rows).toHaveCount(rules.lazyList.initial);
    await page.getByTestId('history-sentinel').scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(rules.lazyList.initial + rules.lazyList.step);
  });
}
