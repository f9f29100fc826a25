import { brandFolders, expect, openBrand, pageMessagesFor, publishedBrand, signIn, test } from './fixtures';

// Issue #22 item 12: a top-up or a removal by an agent, a cashier or the owner (rules.json paymentTypes) is named in
// the player's language in the transactions and balance histories. The sandbox's seeded player has one of each right
// after the newest row, so the first rows shown hold them all. Every brand, in each of its languages.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

for (const brand of brandFolders()) {
  test(`the histories name entries an agent, a cashier or the owner made, in each language — ${brand}`, async ({ page, request }) => {
    const config = await publishedBrand(request, brand);
    const staffIds = Object.values(config.rules.paymentTypes ?? {}).map((t) => t.messageId);
    expect(staffIds, 'the brand has the platform table of payment types').toHaveLength(6);
    await openBrand(page, brand, '/casino');
    await signIn(page);
    for (const { code } of config.brand.languages) {
      const t = pageMessagesFor(config, code);
      for (const [path, testId] of [
        ['/profile/transactions-history', 'transactions-history'],
        ['/profile/balance-history', 'balance-history'],
      ] as const) {
        await page.goto(`${path}?brand=${brand}&lang=${code}`);
        const table = page.getByTestId(testId);
        await expect(table.locator('tbody tr').first()).toBeVisible();
        // the type column, found by its header in this language
        const headers = await table.locator('thead th').allInnerTexts();
        const column = headers.findIndex((h) => h.trim() === t['profile.col.type']) + 1;
        expect(column, `${code} ${path}: a type column headed ${t['profile.col.type']}`).toBeGreaterThan(0);
        const types = table.locator(`tbody tr td:nth-child(${column})`);
        for (const id of staffIds) await expect(types.filter({ hasText: t[id] }), `${code} ${path}: ${id}`).toHaveCount(1);
        // no entry is left as its bare number
        for (const cell of await types.allInnerTexts()) expect(cell.trim(), `${code} ${path}`).not.toMatch(/^\d+$/);
      }
    }
  });
}
