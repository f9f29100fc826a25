import { brandFolders, expect, openBrand, publishedBrand, test } from './fixtures';

// The spec's UI-kit demo page and its locale listing are not offered on a brand's site (README, "UI kit and
// the text listing"): they are the partner's tools in the brand studio (studio.spec.ts opens them there). A
// player who types their paths meets the not-found page.
for (const id of brandFolders()) {
  test(`the site offers no UI kit or locale listing — ${id}`, async ({ page, request }) => {
    await publishedBrand(request, id);
    for (const path of ['/ui-kit', '/ui-kit/locale', '/kit', '/kit/locale']) {
      await openBrand(page, id, path);
      await expect(page.getByTestId('not-found'), path).toBeVisible();
      await expect(page.getByTestId('ui-kit')).toHaveCount(0);
    }
  });
}
