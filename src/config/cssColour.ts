/**
 * CSS colour syntax as theme.json uses it: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba() in
 * the comma form or the space form with "/ alpha" (CSS Color 4), and the named colours. A value the
 * browser would drop silently (a misprinted hex or name, a channel out of range, an empty argument) is
 * caught here instead.
 */
import { nearest } from './checks/kit.ts';

/**
 * The named colours of CSS Color Module Level 4 (§6.1, "Named Colors": the 148 names every browser
 * knows, rebeccapurple included) and `transparent`. Not `currentcolor`: a theme token that means "the
 * colour of the element it is used on" has no colour of its own (the placeholder art and the studio's
 * swatches draw the token itself). Any case, as CSS reads them.
 */
export const CSS_COLOUR_NAMES: ReadonlySet<string> = new Set([
  'aliceblue',
  'antiquewhite',
  'aqua',
  'aquamarine',
  'azure',
  'beige',
  'bisque',
  'black',
  'blanchedalmond',
  'blue',
  'blueviolet',
  'brown',
  'burlywood',
  'cadetblue',
  'chartreuse',
  'chocolate',
  'coral',
  'cornflowerblue',
  'cornsilk',
  'crimson',
  'cyan',
  'darkblue',
  'darkcyan',
  'darkgoldenrod',
  'darkgray',
  'darkgreen',
  'darkgrey',
  'darkkhaki',
  'darkmagenta',
  'darkolivegreen',
  'darkorange',
  'darkorchid',
  'darkred',
  'darksalmon',
  'darkseagreen',
  'darkslateblue',
  'darkslategray',
  'darkslategrey',
  'darkturquoise',
  'darkviolet',
  'deeppink',
  'deepskyblue',
  'dimgray',
  'dimgrey',
  'dodgerblue',
  'firebrick',
  'floralwhite',
  'forestgreen',
  'fuchsia',
  'gainsboro',
  'ghostwhite',
  'gold',
  'goldenrod',
  'gray',
  'green',
  'greenyellow',
  'grey',
  'honeydew',
  'hotpink',
  'indianred',
  'indigo',
  'ivory',
  'khaki',
  'lavender',
  'lavenderblush',
  'lawngreen',
  'lemonchiffon',
  'lightblue',
  'lightcoral',
  'lightcyan',
  'lightgoldenrodyellow',
  'lightgray',
  'lightgreen',
  'lightgrey',
  'lightpink',
  'lightsalmon',
  'lightseagreen',
  'lightskyblue',
  'lightslategray',
  'lightslategrey',
  'lightsteelblue',
  'lightyellow',
  'lime',
  'limegreen',
  'linen',
  'magenta',
  'maroon',
  'mediumaquamarine',
  'mediumblue',
  'mediumorchid',
  'mediumpurple',
  'mediumseagreen',
  'mediumslateblue',
  'mediumspringgreen',
  'mediumturquoise',
  'mediumvioletred',
  'midnightblue',
  'mintcream',
  'mistyrose',
  'moccasin',
  'navajowhite',
  'navy',
  'oldlace',
  'olive',
  'olivedrab',
  'orange',
  'orangered',
  'orchid',
  'palegoldenrod',
  'palegreen',
  'paleturquoise',
  'palevioletred',
  'papayawhip',
  'peachpuff',
  'peru',
  'pink',
  'plum',
  'powderblue',
  'purple',
  'rebeccapurple',
  'red',
  'rosybrown',
  'royalblue',
  'saddlebrown',
  'salmon',
  'sandybrown',
  'seagreen',
  'seashell',
  'sienna',
  'silver',
  'skyblue',
  'slateblue',
  'slategray',
  'slategrey',
  'snow',
  'springgreen',
  'steelblue',
  'tan',
  'teal',
  'thistle',
  'tomato',
  'turquoise',
  'violet',
  'wheat',
  'white',
  'whitesmoke',
  'yellow',
  'yellowgreen',
  'transparent',
]);

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
  if (/^[a-z]+$/i.test(v)) {
    if (CSS_COLOUR_NAMES.has(v.toLowerCase())) return undefined;
    const near = nearest(v, CSS_COLOUR_NAMES);
    return `not a CSS colour name${near ? ` — did you mean ${JSON.stringify(near)}?` : ''}`;
  }
  const fn = /^(rgba?)\((.*)\)$/is.exec(v);
  if (!fn) return 'not a hex, rgb()/rgba() or named colour';
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
