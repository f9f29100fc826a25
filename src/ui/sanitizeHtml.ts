/**
 * Server HTML (flat pages, promotions) made safe to render: pure — the same input gives the same
 * output — and free of the page's state, so stores, pages and tests share one rule.
 *
 * Beyond script-free (DOMPurify's html profile), server HTML may not draw outside its box or
 * phish: no inline style, class or id (a class could borrow one of the site's fixed overlays), no
 * forms or form controls (no fake "session expired" login posting elsewhere), no frames, no
 * <style>/<link>/<base>/<meta>, no target the server chose (DOMPurify drops it).
 *
 * Every `href` goes through the rule of the buttons and slides (config/linkTarget.ts): a site path
 * stays an in-app link (written as its path), a host on the brand's allow-list opens in a new tab
 * (`target="_blank" rel="noopener noreferrer"`), anything else (another host, "//host", backslashes,
 * javascript:, …) loses its href and keeps its text.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { linkTarget } from '../config/linkTarget';

/** Where links in server HTML may go: the site's origin and the brand's allow-list (brand.json externalLinkHosts). */
export interface ServerHtmlLinks {
  siteOrigin: string;
  allowedHosts: readonly string[];
}

/** Tags that are removed with their content, whatever the html profile allows. */
export const FORBIDDEN_TAGS: readonly string[] = Object.freeze([
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'fieldset',
  'output',
  'keygen',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'dialog',
  'template',
  'svg',
  'math',
  'noscript',
]);

/** Attributes that are removed from every element. */
export const FORBIDDEN_ATTRS: readonly string[] = Object.freeze([
  'style',
  'class',
  'id',
  'name',
  'form',
  'action',
  'formaction',
  'method',
  'popover',
  'popovertarget',
  'autofocus',
  'tabindex',
  'contenteditable',
  'slot',
  'is',
]);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [...FORBIDDEN_ATTRS],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_NAMED_PROPS: true,
  RETURN_TRUSTED_TYPE: false,
};

/** Rewrites an element's href by linkTarget (after DOMPurify's own attribute checks, so what is set here stays). */
function linkRule(links: ServerHtmlLinks) {
  return (node: Element) => {
    if (!node.hasAttribute?.('href')) return;
    const target = linkTarget(node.getAttribute('href'), links.siteOrigin, links.allowedHosts);
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (target.kind === 'internal') node.setAttribute('href', target.path);
    else if (target.kind === 'external') {
      node.setAttribute('href', target.href);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else node.removeAttribute('href');
  };
}

/**
 * The safe form of server HTML, its links decided by `links`. `purify` is a DOMPurify instance (the
 * browser's by default; tests pass one bound to a jsdom window). The link hook is added for this call only.
 */
export function sanitizeServerHtml(html: string, links: ServerHtmlLinks, purify: Purifier = DOMPurify): string {
  const hook = linkRule(links);
  purify.addHook('afterSanitizeAttributes', hook);
  try {
    return purify.sanitize(typeof html === 'string' ? html : '', CONFIG) as string;
  } finally {
    purify.removeHook('afterSanitizeAttributes', hook);
  }
}
