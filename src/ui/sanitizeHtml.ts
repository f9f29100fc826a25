/**
 * Server HTML (flat pages, promotions) made safe to render: pure — the same input gives the same
 * output — and free of the page's state, so stores, pages and tests share one rule.
 *
 * Beyond script-free (DOMPurify's html profile), server HTML may not draw outside its box or
 * phish: no inline style, class or id (a class could borrow one of the site's fixed overlays), no
 * forms or form controls (no fake "session expired" login posting elsewhere), no frames, no
 * <style>/<link>/<base>/<meta>, no target (DOMPurify drops it: no window handed to another page).
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** Tags that are removed with their content, whatever the html profile allows. */
export const FORBIDDEN_TAGS: readonly string[] = Object.freeze([
  'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'fieldset', 'output', 'keygen',
  'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal',
  'dialog', 'template', 'svg', 'math', 'noscript',
]);

/** Attributes that are removed from every element. */
export const FORBIDDEN_ATTRS: readonly string[] = Object.freeze([
  'style', 'class', 'id', 'name', 'form', 'action', 'formaction', 'method', 'popover', 'popovertarget', 'autofocus', 'tabindex', 'contenteditable', 'slot', 'is',
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

/**
 * The safe form of server HTML. `purify` is a DOMPurify instance (the browser's by default; tests
 * pass one bound to a jsdom window).
 */
export function sanitizeServerHtml(html: string, purify: Purifier = DOMPurify): string {
  return purify.sanitize(typeof html === 'string' ? html : '', CONFIG) as string;
}
