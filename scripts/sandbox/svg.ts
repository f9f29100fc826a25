import { escapeHtml } from './http.ts';
import { hashString } from './prng.ts';

const hue = (key: string): number => hashString(key) % 360;

/** Splits a name over at most three lines of ~14 characters for a tile. */
function lines(name: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > 14 && line) {
      out.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

/** A game tile: the game name on a background coloured from its key. */
export function tileSvg(name: string, key: string, caption = ''): string {
  const h = hue(key);
  const rows = lines(name);
  const text = rows
    .map(
      (l, i) =>
        `<text x="150" y="${150 - (rows.length - 1) * 18 + i * 36}" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeHtml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,25%)"/></linearGradient></defs><rect width="300" height="300" rx="24" fill="url(#g)"/>${text}<text x="150" y="280" text-anchor="middle" font-family="sans-serif" font-size="16" fill="rgba(255,255,255,.8)">${escapeHtml(caption)}</text></svg>`;
}

/** A provider logo: the provider id in a rounded badge. */
export function logoSvg(provider: string): string {
  const h = hue(provider);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect width="200" height="60" rx="12" fill="hsl(${h},60%,35%)"/><text x="100" y="38" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeHtml(provider.toUpperCase().slice(0, 14))}</text></svg>`;
}

/** A wide banner for slides, promotions and jackpots. */
export function bannerSvg(title: string, key: string): string {
  const h = hue(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="hsl(${h},65%,30%)"/><circle cx="1000" cy="80" r="220" fill="hsl(${(h + 60) % 360},70%,45%)" opacity=".5"/><text x="80" y="220" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeHtml(title)}</text></svg>`;
}

/** A three-band flag with the country code written on it. */
export function flagSvg(code: string): string {
  const h = hue(code.toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40"><rect width="60" height="40" fill="hsl(${h},70%,45%)"/><rect y="13" width="60" height="14" fill="#fff"/><text x="30" y="25" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="700" fill="hsl(${h},70%,30%)">${escapeHtml(code.toUpperCase())}</text></svg>`;
}
