import { PROFILE_SECTIONS, type ProfilePlace, type ProfileSectionDef, type ProfileSectionId } from '../../config/profileSections';
import { pathEnabled, ROUTE_LIST, roleMayVisit } from '../../config/routes';
import type { BrandConfig } from '../../config/types';

/** A link to a section: where it goes and its text. */
export interface ProfileLink {
  id: ProfileSectionId;
  to: string;
  labelId: string;
}

/**
 * The section links a place shows (the tabs, the dashboard), in table order: the sections flagged for it
 * whose route the brand's features serve and the account's role may visit. Paths are the route table's
 * (its profile routes are made from the section table), here rather than in config so the first visit's
 * bytes hold none of it.
 */
export function shownProfileLinks(place: ProfilePlace, config: Pick<BrandConfig, 'brand' | 'rules'>, role: number): ProfileLink[] {
  const links: ProfileLink[] = [];
  for (const [, route] of ROUTE_LIST) {
    const def: ProfileSectionDef | undefined = route.section && PROFILE_SECTIONS[route.section];
    if (!def?.[place] || !def.labelId) continue;
    if (pathEnabled(route.path, config.brand.features) && roleMayVisit(config.rules.roles, role, route.path))
      links.push({ id: route.section!, to: route.path, labelId: def.labelId });
  }
  return links;
}
