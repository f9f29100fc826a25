import type { SocialLink } from '../../config/types';
import { type SocialSlot, socialSlots } from '../../models/shell/socialSlots';
import { useStore } from '../StoreContext';
import { useHydrated } from '../common/useHydrated';

export interface ResolvedSocialLink extends SocialLink {
  href: string;
}

/** navigation.json social links with their working target (AppStore.socialLinks); channels without one are left out. */
export function useSocialLinks(): ResolvedSocialLink[] {
  // The prerendered page (and its hydration) shows the brand's own links; the server settings' ones join after.
  const hydrated = useHydrated();
  return useStore().app.socialLinks(typeof window === 'undefined' ? '' : window.location.origin, hydrated);
}

/** The configured channels in order, a channel the platform's settings may still give held as `pending` (models/shell/socialSlots). */
export function useSocialSlots(): SocialSlot[] {
  const hydrated = useHydrated();
  return socialSlots(useStore().app, typeof window === 'undefined' ? '' : window.location.origin, hydrated);
}
