import type { ProfilePlace } from '../../config/profileSections';
import { type ProfileLink, pathEnabled, profileLinks, roleMayVisit } from '../../config/routes';
import type { BrandConfig } from '../../config/types';

/** The section links a place shows (the tabs, the dashboard): those the brand's features serve and the account's role may visit. */
export function shownProfileLinks(place: ProfilePlace, config: Pick<BrandConfig, 'brand' | 'rules'>, role: number): ProfileLink[] {
  return profileLinks(place, (to) => pathEnabled(to, config.brand.features) && roleMayVisit(config.rules.roles, role, to));
}
