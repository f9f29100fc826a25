import type { SocialLink } from '../../config/types';
import { useStore } from '../StoreContext';

export interface ResolvedSocialLink extends SocialLink {
  href: string;
}

function toHref(key: SocialLink['settingsKey'], value: string): string {
  if (!value) return '';
  if (key === 'email' && !value.startsWith('mailto:')) return `mailto:${value}`;
  if (key === 'phoneNumber' && !value.startsWith('tel:')) return `tel:${value.replace(/[^\d+]/g, '')}`;
  return value;
}

/** navigation.json social links with their target from today's server settings, else their url; links with no target are dropped. */
export function useSocialLinks(): ResolvedSocialLink[] {
  const { config, app } = useStore();
  return config.navigation.social
    .map((l) => {
      const fromServer = l.settingsKey ? app.socialMediaLinks[l.settingsKey] : '';
      return { ...l, href: toHref(l.settingsKey, fromServer || l.url || '') };
    })
    .filter((l) => /^(https?:|mailto:|tel:)/.test(l.href));
}
