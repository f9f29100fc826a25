/**
 * A social or support channel's link from the platform's value (GET /api/site/social_media/link sends a
 * Telegram path, a tawk property id, an address, a number) and the brand's link template for that kind
 * (navigation.json social[].linkTemplate, e.g. "https://t.me/{value}"). The result is checked like any
 * server-sent link (linkTarget.ts): an https link only to a host of brand.json externalLinkHosts.
 */
import { linkTarget } from './linkTarget';

/** The platform value as the template's `{value}`: no surrounding slashes or leading "@", each path segment URL-encoded. */
function templateValue(value: string): string {
  return value
    .replace(/^[/@]+|\/+$/g, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
}

/** The link of one channel, or undefined (with no usable value, or a target the brand does not allow). */
export function socialHref(value: string, template: string | undefined, siteOrigin: string, allowedHosts: readonly string[]): string | undefined {
  const raw = value.trim();
  if (!raw) return undefined;
  const full = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  // An address or number goes into mailto:/tel: as it is; a web link's value becomes a path.
  const candidate = full || !template ? raw : template.replace('{value}', /^(mailto|tel):/i.test(template) ? raw : templateValue(raw));
  if (/^mailto:/i.test(candidate)) return /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i.test(candidate) ? candidate : undefined;
  if (/^tel:/i.test(candidate)) {
    const number = candidate.slice(4).replace(/[^\d+]/g, '');
    return /^\+?\d{4,}$/.test(number) ? `tel:${number}` : undefined;
  }
  // Without a template a bare value (an id, a relative path) says nothing about where it leads: no link.
  if (!full && !template) return undefined;
  const target = linkTarget(candidate, siteOrigin, allowedHosts);
  return target.kind === 'external' ? target.href : target.kind === 'internal' ? target.path : undefined;
}
