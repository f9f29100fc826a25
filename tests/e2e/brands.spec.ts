import { brandConfig, brandIds, expect, gameCasinoTypes, messagesFor, openBrand, rgb, signIn, test } from './fixtures';

// Both brands run from the same build: each boots with its own name, palette, default language and menu.
test('every brand boots with its own name, palette, default language and menu', async ({ page, request }) => {
  const brands = await brandIds(request);
  expect(brands.length).toBeGreaterThanOrEqual(2);
  const seen = new Set<string>();
  for (const id of brands) {
    const config = await brandConfig(request, id);
    await openBrand(page, id);

    await expect(page).toHaveTitle(config.brand.name);
    await expect(page.getByRole('link', { name: config.brand.name }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', config.brand.defaultLanguage);

    const mode = config.rules.defaults.theme as 'light' | 'dark';
    const palette = config.theme[mode];
    const headerBg = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBg).toBe(rgb(palette.surface));
    seen.add(`${headerBg}|${config.brand.defaultLanguage}`);

    const texts = messagesFor(config, config.brand.defaultLanguage);
    for (const section of config.navigation.sideMenu) {
      for (const item of section.items) {
        await expect(page.getByTestId(`menu-${item.id}`).first()).toHaveAttribute('aria-label', texts[item.labelId]);
      }
    }
    const shown = await page
      .getByTestId('side-menu')
      .first()
      .locator('[data-testid^="menu-"]:not([data-testid^="menu-section"]):not([data-testid="menu-collapse"])')
      .count();
    expect(shown).toBe(config.navigation.sideMenu.reduce((n, s) => n + s.items.length, 0));
  }
  expect(seen.size).toBe(brands.length); // no two brands look and speak alike
});

test('a brand config that fails validation shows a clear error page, never a blank one', async ({ page }) => {
  const console: string[] = [];
  page.on('console', (m) => console.push(m.text()));
  await page.route('**/brand-config/pampa.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ brand: { id: 'pampa' } }) }),
  );
  await page.goto('/?brand=pampa');
  await expect(page.getByTestId('config-error')).toBeVisible();
  await expect(page.getByTestId('config-error-reload')).toBeVisible();
  // the problems, the config URL and the validator hint are for developers: console only in a build
  await expect(page.getByTestId('config-error')).not.toContainText('catalogue');
  await expect(page.getByTestId('config-error')).not.toContainText('brand-config');
  await expect(page.getByTestId('config-error')).not.toContainText('npm run validate');
  expect(console.join('\n')).toContain('catalogue');
});

test('an invalid config never replaces the last good one', async ({ page }) => {
  await openBrand(page, 'pampa');
  await page.route('**/brand-config/pampa.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"brand": 42}' }));
  await page.reload();
  await expect(page.getByTestId('side-menu').first()).toBeVisible();
  await expect(page).toHaveTitle('Pampa Bet');
});

test("a signed-in player sees the balance with the brand's currency label", async ({ page, request }) => {
  for (const id of await brandIds(request)) {
    const config = await brandConfig(request, id);
    await page.context().clearCookies();
    await openBrand(page, id);
    await signIn(page);
    const serverCurrency = ((await (await page.request.get('/api/user/balance')).json()) as { data: { currency: string } }).data.currency;
    const label = (config.brand.currency.display as Record<string, string>)[serverCurrency] ?? serverCurrency;
    await expect(page.getByTestId('header-balance')).toContainText(label);
  }
});

test('the site boots and validates its config under a strict CSP (no eval)', async ({ page }) => {
  // strict: scripts from the site itself and those carrying the page's nonce (the prerendered page's first requests), no eval, nothing inline else
  const csp = (nonce: string) =>
    `default-src 'self'; script-src 'self'${nonce}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; connect-src 'self'`;
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch();
      const nonce = /'nonce-[^']+'/.exec(response.headers()['content-security-policy'] ?? '')?.[0];
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp(nonce ? ` ${nonce}` : '') } });
    },
  );
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  await openBrand(page, 'pampa');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a config change served remotely shows on the next load, without a rebuild', async ({ page, request }) => {
  await openBrand(page, 'pampa');
  const config = await brandConfig(request, 'pampa');
  const renamed = `${config.brand.name} Live`;
  await page.route('**/brand-config/pampa.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...config, brand: { ...config.brand, name: renamed } }) }),
  );
  await page.reload();
  await expect(page).toHaveTitle(renamed);
  await expect(page.getByRole('link', { name: renamed }).first()).toBeVisible();
});

// theme.json `radii` reach the casino UI: tiles take the card radius, their "Play now" the button radius.
test("game tiles and their buttons take each brand's own radii", async ({ page, request }) => {
  const seen = new Set<string>();
  for (const id of await brandIds(request)) {
    const config = await brandConfig(request, id);
    const type = gameCasinoTypes(config)[0];
    await openBrand(page, id, type.path);
    const tile = page.getByTestId('game-tile').first();
    await expect(tile).toBeVisible();
    const radius = (el: Element) => getComputedStyle(el).borderTopLeftRadius;
    expect(await tile.evaluate(radius)).toBe(`${config.theme.radii.card ?? config.theme.radii.button}px`);
    expect(await tile.getByTestId('play-now').evaluate(radius)).toBe(`${config.theme.radii.button}px`);
    seen.add(`${config.theme.radii.card}|${config.theme.radii.button}`);
  }
  expect(seen.size).toBeGreaterThan(1); // the brands differ, so a fixed radius would fail one of them
});
