import { chakra, type Tokens } from '@chakra-ui/react';

/**
 * The engine's icon set (names used by navigation.json `icon`). schemas/navigation.schema.json lists
 * the same names (an Icon test keeps them equal), so the validator refuses a name drawn here as nothing.
 */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  promotions: 'M4 10h16v11H4zM2 6h20v4H2zM12 6v15M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  gift: 'M4 10h16v11H4zM2 6h20v4H2zM12 6v15',
  slots: 'M3 5h18v14H3zM8 5v14M16 5v14',
  live: 'M12 7a5 5 0 110 10 5 5 0 010-10zM2 12h3M19 12h3',
  crash: 'M3 20L10 12l4 3 7-10M15 5h6v6',
  virtual: 'M3 6h18v10H3zM8 20h8M12 16v4',
  sport: 'M12 2a10 10 0 110 20 10 10 0 010-20zM2 12h20M12 2c3 3 3 17 0 20',
  prematch: 'M4 4h16v16H4zM4 9h16M9 4v16',
  ball: 'M12 2a10 10 0 110 20 10 10 0 010-20zM12 7l4 3-1.5 5h-5L8 10z',
  'live-sport': 'M12 2a10 10 0 110 20 10 10 0 010-20zM12 7v5l3 3',
  contacts: 'M4 4h16v16H4zM12 9a2 2 0 110 4 2 2 0 010-4zM8 17c1-2 7-2 8 0',
  support: 'M4 12a8 8 0 1116 0v5h-4v-5h4M4 12v5h4v-5H4',
  chat: 'M3 4h18v12H8l-5 4z',
  telegram: 'M2 11l19-8-3 18-7-6-3 4v-6l10-8-12 7z',
  email: 'M3 5h18v14H3zM3 5l9 8 9-8',
  phone: 'M5 3h4l2 5-3 2a12 12 0 006 6l2-3 5 2v4a2 2 0 01-2 2A18 18 0 013 5a2 2 0 012-2z',
  instagram: 'M4 4h16v16H4zM12 8a4 4 0 110 8 4 4 0 010-8zM17 7h.01',
  search: 'M10 3a7 7 0 110 14 7 7 0 010-14zM15 15l6 6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  sun: 'M12 7a5 5 0 110 10 5 5 0 010-10zM12 1v3M12 20v3M1 12h3M20 12h3M4 4l2 2M18 18l2 2M4 20l2-2M18 6l2-2',
  moon: 'M21 13A9 9 0 1111 3a7 7 0 0010 10z',
  user: 'M12 3a4 4 0 110 8 4 4 0 010-8zM4 21c1-5 15-5 16 0',
  logout: 'M9 4H4v16h5M16 8l4 4-4 4M20 12H9',
  'arrow-up': 'M12 20V4M5 11l7-7 7 7',
  close: 'M5 5l14 14M19 5L5 19',
  eye: 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zM12 9a3 3 0 110 6 3 3 0 010-6z',
  'eye-off': 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zM3 3l18 18',
  star: 'M12 2l3 7h7l-6 5 2 7-6-4-6 4 2-7-6-5h7z',
  rules: 'M6 2h9l5 5v15H6zM9 12h8M9 16h8',
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13h3',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  history: 'M3 12a9 9 0 109-9 9 9 0 00-7 3M3 3v4h4M12 7v5l3 3',
  globe: 'M12 2a10 10 0 110 20 10 10 0 010-20zM2 12h20M12 2c4 4 4 16 0 20M12 2c-4 4-4 16 0 20',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  providers: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z',
};

/** The names the engine draws. */
export const ICON_NAMES: readonly string[] = Object.keys(PATHS);

export interface IconProps {
  name?: string;
  size?: number | Tokens['sizes'];
  color?: Tokens['colors'];
}

export function Icon({ name, size = 20, color = 'current' }: IconProps) {
  const d = (name && PATHS[name]) || 'M12 10a2 2 0 110 4 2 2 0 010-4z';
  // Chakra reads a bare number as a spacing token: give the size as a raw px value.
  const px = typeof size === 'number' ? (`[${size}px]` as const) : size;
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="[none]"
      stroke={color}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      flexShrink={0}
    >
      <path d={d} />
    </chakra.svg>
  );
}
