import { OUTCOME_TYPES as OUTCOMES } from '../../src/pages/sportRules/outcomeTypes';
import { brandFolders, expect, messagesFor, openBrand, publishedBrand, test } from './fixtures';

// The sport rules page explains the outcome labels its text uses (spec: Win1, X, 1X, handicaps, totals, exact
// score, set-and-match, half/full time, winning margin, next goal or point) in the page's language, before
// the sections; a brand without rules text shows the page's "missing" text and no labels to go with it.

for (const id of brandFolders()) {
  test(`the sport rules page words every outcome label in each language — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    for (const { code } of config.brand.languages) {
      await openBrand(page, id, `/sport-rules?lang=${code}`);
      const texts = messagesFor(config, code);
      if (!config.content?.sportRules) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts['sportRules.title']);
        await expect(page.getByTestId('sport-rules-outcomes')).toHaveCount(0);
        continue;
      }
      const list = page.getByTestId('sport-rules-outcomes');
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(texts['sportRules.outcomes.title']);
      for (const outcome of OUTCOMES) {
        const item = page.getByTestId(`sport-rules-outcome-${outcome}`);
        await expect(item.locator('dt'), `${code} ${outcome}`).toHaveText(texts[`sportRules.outcome.${outcome}.label`]);
        await expect(item.locator('dd'), `${code} ${outcome}`).toHaveText(texts[`sportRules.outcome.${outcome}.text`]);
      }
      // the labels come before the first rule section, which uses them
      const [labelsTop, sectionTop] = await Promise.all([
        list.evaluate((el) => el.getBoundingClientRect().top),
        page
          .locator('section[id^="bets-on-"]')
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(labelsTop).toBeLessThan(sectionTop);
    }
  });
}
