import type { SocialLink } from '../../config/types';
import { configOf } from '../kit/config';
import type { AppStore } from './AppStore';

/** A configured contact channel: with its target, or still waiting for the platform's settings. */
export type SocialSlot = (SocialLink & { href: string; pending?: undefined }) | (SocialLink & { pending: true; href?: undefined });

/**
 * The configured channels in order: each with its target (AppStore.socialLinks), or `pending` while the
 * platform's settings that could give it one have not answered (a page holds its place, so the answer moves
 * nothing under it). Apart from the store: only the pages that list channels use it, not a first visit.
 */
export function socialSlots(app: AppStore, siteOrigin: string, withServerLinks = true): SocialSlot[] {
  const links = app.socialLinks(siteOrigin, withServerLinks);
  const waiting = !(withServerLinks && app.socialLinksSettled);
  const { brand, navigation } = configOf(app);
  return navigation.social.flatMap((l): SocialSlot[] => {
    const link = links.find((x) => x.id === l.id);
    if (link) return [link];
    const mayCome = waiting && Boolean(l.settingsKey) && !(l.settingsKey === 'tawk' && brand.features.liveChat === false);
    return mayCome ? [{ ...l, pending: true }] : [];
  });
}
