import { brandConfig, expect, messagesFor, openBrand, test } from './fixtures';

// ?lang=<code> is the address of a page in a language other than the brand's default (hreflang, sitemap,
// prerendered pages): the site starts in it, and a language switch on the site keeps the URL in step.
test('a page opened with ?lang=en-US on pampa shows English; switching back to Spanish drops lang from the URL', async ({ page, request }) => {
  const config = await brandConfig(request, 'pampa');
  expect(config.brand.defaultLanguage).toBe('es-es');
  const home = (lang: string) => messagesFor(config, lang)['menu.home'];
  expect(home('en-US')).not.toBe(home('es-es'));

  await openBrand(page, 'pampa', '/casino?lang=en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('menu-home').first()).toHaveAttribute('aria-label', home('en-US'));

  await page.getByTestId('language-select').selectOption('es-es');
  await expect(page.getByTestId('menu-home').first()).toHaveAttribute('aria-label', home('es-es'));
  await expect(page).toHaveURL(/\/casino\?brand=pampa$/);
});
