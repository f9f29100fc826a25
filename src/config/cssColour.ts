/**
 * CSS colour syntax as theme.json uses it: hex (#rgb, #rgba, #rrggbb, #rrggbbaa) and rgb()/rgba() in
 * the comma form or the space form with "/ alpha" (CSS Color 4). A value the browser would drop
 * silently (a misprinted hex, a channel out of range, an empty argument) is caught here instead.
 */

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Why a channel value is not valid, or undefined; `max` is the top of its plain-number range. */
function channelProblem(raw: string, name: string, max: number): string | undefined {
  if (raw === '') return `${name} is empty`;
  if (raw === 'none') return undefined;
  const percent = raw.endsWith('%');
  const num = percent ? raw.slice(0, -1) : raw;
  if (!NUMBER.test(num)) return `${name} ${JSON.stringify(raw)} is not a number`;
  const value = Number(num);
  const top = percent ? 100 : max;
  if (value < 0 || value > top) return `${name} ${raw} is outside 0–${top}${percent ? '%' : ''}`;
  return undefined;
}

/** Why a string is not a CSS colour of the forms above, or undefined when it is one. */
export function cssColourProblem(value: string): string | undefined {
  const v = value.trim();
  if (v.startsWith('#')) {
    const hex = v.slice(1);
    if (!/^[0-9a-f]*$/i.test(hex)) return 'a hex colour has only the digits 0–9 and a–f';
    return [3, 4, 6, 8].includes(hex.length) ? undefined : `a hex colour has 3, 4, 6 or 8 digits, not ${hex.length}`;
  }
  const fn = /^(rgba?)\((.*)\)$/is.exec(v);
  if (!fn) return 'not a hex or rgb()/rgba() colour';
  const inner = fn[2].trim();
  let channels: string[];
  let alpha: string | undefined;
  if (inner.includes(',')) {
    const parts = inner.split(',').map((p) => p.trim());
    if (parts.length !== 3 && parts.length !== 4) return `${fn[1]}() takes 3 channels and an optional alpha, found ${parts.length} values`;
    [channels, alpha] = [parts.slice(0, 3), parts[3]];
  } else {
    const [main, ...rest] = inner.split('/');
    if (rest.length > 1) return 'only one "/" may separate the alpha';
    channels = main.trim().split(/\s+/).filter(Boolean);
    if (channels.length !== 3) return `${fn[1]}() takes 3 channels, found ${channels.length}`;
    alpha = rest.length ? rest[0].trim() : undefined;
  }
  const names = ['red', 'green', 'blue'];
  for (let i = 0; i < 3; i++) {
    const problem = channelProblem(channels[i], names[i], 255);
    if (problem) return problem;
  }
  return alpha === undefined ? undefined : channelProblem(alpha, 'alpha', 1);
}
