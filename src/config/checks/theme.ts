/** Cross-checks of theme.json: colours the browser understands, image files that exist. */
import { cssColourProblem } from '../cssColour.ts';
import { ptr, show, named } from './kit.ts';

export const themeChecks = [
  named('theme-colours', 'every light and dark token is a CSS colour', (b, r) => {
    const { theme } = b.config;
    for (const mode of ['light', 'dark'] as const) {
      for (const [token, value] of Object.entries(theme[mode] ?? {})) {
        const problem = typeof value === 'string' ? cssColourProblem(value) : undefined;
        if (problem)
          r.add(
            'theme.json',
            ptr(mode, token),
            `expected a CSS colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() or a CSS colour name), found ${show(value)}: ${problem}`,
          );
      }
    }
  }),
  named('theme-images', 'every logo and image is a file in the brand folder', (b, r) => {
    const { theme } = b.config;
    for (const [key, path] of Object.entries(theme.logos)) r.asset('theme.json', ptr('logos', key), path);
    for (const [key, path] of Object.entries(theme.images ?? {})) r.asset('theme.json', ptr('images', key), path);
  }),
];
