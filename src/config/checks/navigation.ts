/** Cross-checks of navigation.json: menu entries that lead somewhere and show, social links the site may open. */
import { featureOfPath, featureOn } from '../routes.ts';
import { linkTarget } from '../linkTarget.ts';
import type { NavItem } from '../types';
import { ptr, show, named } from './kit.ts';

const nav = 'navigation.json';

export const navigationChecks = [
  named('nav-items', 'each menu and footer entry has a route or an action, names known ids and features, and can show', (b, r) => {
    const { brand, navigation } = b.config;
    const features = new Set(Object.keys(brand.features ?? {}));
    const item = (base: string, it: NavItem) => {
      if ((it.route === undefined) === (it.action === undefined)) {
        r.add(nav, base, `expected exactly one of "route" or "action", found ${it.route === undefined ? 'neither' : 'both'}`);
      }
      r.route(nav, `${base}/route`, it.route);
      r.one(nav, `${base}/casinoType`, it.casinoType, b.casinoTypeIds, 'a casino type id of catalogue.json');
      r.one(nav, `${base}/provider`, it.provider, b.providerIds, 'a provider id of providers.json');
      r.one(nav, `${base}/feature`, it.feature, features, 'a feature of brand.json /features');
      const gate = it.route !== undefined ? featureOfPath(it.route) : undefined;
      if (!featureOn(brand.features, gate))
        r.warn(
          nav,
          `${base}/route`,
          `links ${show(it.route)}, a page of the feature ${show(gate)} that brand.json /features switches off: the entry never shows; remove it or switch the feature on`,
        );
    };
    navigation.sideMenu.forEach((s, i) => s.items.forEach((it, j) => item(ptr('sideMenu', i, 'items', j), it)));
    navigation.downMenu.forEach((it, j) => item(ptr('downMenu', j), it));
    navigation.footer.columns.forEach((c, i) => c.items.forEach((it, j) => item(ptr('footer', 'columns', i, 'items', j), it)));
  }),
  named('contacts-links', 'the contacts dialog lists social link ids of /social', (b, r) => {
    const { navigation } = b.config;
    r.ids(nav, '/contactsDialog/links', navigation.contactsDialog?.links, new Set(navigation.social.map((s) => s.id)), 'a social link id of /social');
  }),
  named('social-link-hosts', 'an https social link goes to a host of brand.json /externalLinkHosts (the site opens no other)', (b, r) => {
    const { brand, navigation } = b.config;
    navigation.social.forEach((s, i) => {
      if (!s.linkTemplate?.startsWith('https:')) return;
      const target = linkTarget(s.linkTemplate.replace('{value}', 'x'), 'https://site.invalid', brand.externalLinkHosts ?? []);
      if (target.kind !== 'external')
        r.add(
          nav,
          ptr('social', i, 'linkTemplate'),
          `expected a link to a host of brand.json /externalLinkHosts, found ${show(s.linkTemplate)} (${target.kind === 'none' ? target.reason : 'not external'}): add its host there or fix the template`,
        );
    });
  }),
];
