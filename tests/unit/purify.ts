import createDOMPurify from 'dompurify';

/**
 * A DOMPurify instance bound to the test's window (tests run with `@vitest-environment jsdom`),
 * and a parser to inspect its output as a browser would.
 */
export function jsdomPurify() {
  const purify = createDOMPurify(window);
  const parse = (html: string): Element => {
    const box = document.createElement('div');
    box.innerHTML = html;
    return box;
  };
  return { purify, parse };
}

/** Problems of sanitised HTML: anything executable, any form control, style, or a link that opens another window. */
export function hostileParts(root: Element): string[] {
  const out: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'iframe',
        'frame',
        'object',
        'embed',
        'style',
        'link',
        'meta',
        'base',
        'svg',
        'math',
      ].includes(tag)
    )
      out.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) out.push(`${tag}[${name}]`);
      if (['style', 'class', 'id', 'action', 'formaction', 'name'].includes(name)) out.push(`${tag}[${name}]`);
      // a new tab only without a handle back to this window (an allow-listed external link)
      const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
      if (name === 'target' && !(rel.includes('noopener') && rel.includes('noreferrer'))) out.push(`${tag}[target without noopener noreferrer]`);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore C0 controls in URL attributes, so they are stripped before the scheme check
      const value = attr.value.replace(/[\u0000-\u0020]/g, '');
      const urlAttr = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite'].includes(name);
      // data: images cannot run script (an SVG in <img> is inert); a data: link or frame could
      const scheme = tag === 'img' || tag === 'source' ? /^(javascript|vbscript):/i : /^(javascript|vbscript|data):/i;
      if (urlAttr && scheme.test(value)) out.push(`${tag}[${name}=${attr.value.slice(0, 20)}]`);
    }
  }
  return out;
}
