/**
 * Placeholder identity art for a new brand: simple SVGs drawn with the brand's name or initials in its
 * palette, so a scaffolded brand shows its own name everywhere until the partner supplies real files.
 * Keys are theme.json paths (logos.light, images.authBanner, …) the pictures stand in for.
 */
type Palette = Record<string, string | undefined>;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to two initials of a display name ("Acme Casino" → "AC"). */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

export function placeholderSvgs(name: string, theme: { light?: Palette; dark?: Palette; fonts?: { heading?: string } }) {
  const light = theme.light ?? {};
  const dark = theme.dark ?? {};
  const primary = light.primary ?? '#3355cc';
  const onPrimary = light.primaryText ?? '#ffffff';
  const font = esc(theme.fonts?.heading ?? 'Arial, sans-serif');
  const label = esc(name);
  const mark = esc(initials(name));
  const width = Math.max(120, 56 + name.length * 13);
  const logo = (text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${label}">` +
    `<circle cx="20" cy="20" r="16" fill="${primary}"/><text x="20" y="26" text-anchor="middle" font-family="${font}" font-size="14" font-weight="700" fill="${onPrimary}">${mark}</text>` +
    `<text x="44" y="28" font-family="${font}" font-size="22" font-weight="700" fill="${text}">${label}</text></svg>\n`;
  const banner =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240" role="img" aria-label="${label}">` +
    `<rect width="480" height="240" fill="${primary}"/><text x="240" y="136" text-anchor="middle" font-family="${font}" font-size="40" font-weight="700" fill="${onPrimary}">${label}</text></svg>\n`;
  const badge = (size: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32" role="img" aria-label="${label}">` +
    `<circle cx="16" cy="16" r="15" fill="${primary}"/><text x="16" y="21" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="${onPrimary}">${mark}</text></svg>\n`;
  return { logo: (onDark: boolean) => logo(onDark ? (dark.text ?? '#eef1f7') : (light.text ?? '#141a2b')), banner, badge };
}

/**
 * The placeholder for one theme.json picture slot (`logos.favicon`, `images.authBanner`, …): a badge with
 * the initials for icons and mascots, the name beside a badge for logos, a banner for other images.
 */
export function placeholderFor(slot: string, name: string, theme: Parameters<typeof placeholderSvgs>[1]): string {
  const art = placeholderSvgs(name, theme);
  const [group, key = ''] = slot.split('.');
  if (/favicon|icon/i.test(key)) return art.badge(32);
  if (/mascot|avatar/i.test(key)) return art.badge(160);
  if (group === 'logos') return art.logo(/dark/i.test(key));
  return art.banner;
}
