import type { SocialLink } from '../../config/types';
import { useStore } from '../StoreContext';

export interface ResolvedSocialLink extends SocialLink {
  href: string;
}

/** navigation.json social links with their working target (AppStore.socialLinks); channels without one are left out. */
export function useSocialLinks(): ResolvedSocialLink[] {
  return useStore().app.socialLinks(window.location.origin);
}
