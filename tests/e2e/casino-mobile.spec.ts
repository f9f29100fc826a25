import { brandFolders, expect, gridShown, openBrand, publishedBrand, signIn, test, tiles } from './fixtures';

// The mobile layout is the same component tree at a phone width: a tap on a tile opens the mobile
// game route, and the launch is made for the mobile platform.
for (const id of brandFolders()) {
  test(`a player on a phone opens a game on the mobile route — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    const pluginOf = new Map(config.providers.providers.map((p) => [p.id, p.plugin]));
    // A provider whose launch call says which platform it is for (pragmatic: platform=WEB|MOBILE);
    // the demo page then shows the platform the game was opened for.
    const provider = config.providers.providers.find((p) => p.plugin === 'pragmatic' && p.casinoType === 'slots')!.id;
    await openBrand(page, id, `/casino/provider/${provider}`);
    await signIn(page); // the header shows the balance on wide screens; sign in there, then go small
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(gridShown(page)).resolves.toBe(true);
    const tile = tiles(page, provider).first();
    await tile.click(); // a tap in the middle of the tile
    await expect(page).toHaveURL(new RegExp(`/m/casino/game/${provider}/`));
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('demo-provider')).toHaveText(pluginOf.get(provider) ?? provider);
    await expect(frame.getByTestId('demo-platform')).toHaveText('mobile');
    // The side menu is not in the way of the game on a phone.
    await expect(page.getByTestId('side-menu')).toBeHidden();
  });
}
