import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../config/types';
import { type SocialSlot, socialSlots } from './socialSlots';
import { loadedRoot, ok, testConfig, testEnv } from '../../../tests/support/testEnv';

const social = [
  { id: 'telegram', labelId: 'social.telegram', icon: 'telegram', settingsKey: 'telegramLink', linkTemplate: 'https://t.me/{value}' },
  { id: 'liveChat', labelId: 'social.liveChat', icon: 'chat', settingsKey: 'tawk', linkTemplate: 'https://tawk.to/chat/{value}' },
  { id: 'email', labelId: 'social.email', icon: 'email', settingsKey: 'email', linkTemplate: 'mailto:{value}' },
  { id: 'instagram', labelId: 'social.instagram', icon: 'instagram', url: 'https://instagram.com/brand' },
];

function setup(liveChat: boolean) {
  const base = testConfig();
  const config = {
    ...base,
    brand: { ...base.brand, features: { ...base.brand.features, liveChat }, externalLinkHosts: ['t.me', 'tawk.to'] },
    navigation: { ...base.navigation, social },
  } as BrandConfig;
  const root = loadedRoot({ config }, testEnv().env);
  // The platform's values as the sandbox sends them: a relative path and a property id.
  root.app.setSocialLinks({ telegram_link: '/sandbox/social/telegram', tawk: 'sandbox-tawk-property', email: 'support@croupier.test' });
  return root;
}

describe('AppStore.socialLinks', () => {
  it('makes the platform values working links by the brand templates, so Telegram and the live chat show', () => {
    expect(
      setup(true)
        .app.socialLinks('https://site.example')
        .map((l) => [l.id, l.href]),
    ).toEqual([
      ['telegram', 'https://t.me/sandbox/social/telegram'],
      ['liveChat', 'https://tawk.to/chat/sandbox-tawk-property'],
      ['email', 'mailto:support@croupier.test'],
      ['instagram', 'https://instagram.com/brand'],
    ]);
  });

  it('shows no live chat while brand.json features.liveChat is off', () => {
    expect(
      setup(false)
        .app.socialLinks('https://site.example')
        .map((l) => l.id),
    ).toEqual(['telegram', 'email', 'instagram']);
  });
});

describe('socialSlots', () => {
  const shape = (slots: SocialSlot[]) => slots.map((l) => `${l.id}:${l.pending ? 'pending' : l.href}`);

  it("holds each channel the platform's settings may give in its place until they answer, then only what they gave", async () => {
    const base = testConfig();
    const config = { ...base, brand: { ...base.brand, externalLinkHosts: ['t.me', 'tawk.to'] }, navigation: { ...base.navigation, social } } as BrandConfig;
    const root = loadedRoot({ config }, testEnv({ 'GET /api/site/social_media/link': () => ok({ email: 'support@croupier.test' }) }).env);
    expect(shape(socialSlots(root.app, 'https://site.example'))).toEqual([
      'telegram:pending',
      'liveChat:pending',
      'email:pending',
      'instagram:https://instagram.com/brand',
    ]);
    await root.app.loadSocialLinks();
    // the answer gave no Telegram and no chat: those places go, e-mail takes its place where it was held
    expect(shape(socialSlots(root.app, 'https://site.example'))).toEqual(['email:mailto:support@croupier.test', 'instagram:https://instagram.com/brand']);
  });

  it('before hydration (server links withheld) every server channel is held, as in the prerendered page', () => {
    expect(shape(socialSlots(setup(false).app, 'https://site.example', false))).toEqual([
      'telegram:pending',
      'email:pending',
      'instagram:https://instagram.com/brand',
    ]);
  });
});
