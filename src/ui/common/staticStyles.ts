import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache, css as serialize, type SerializedStyles } from '@emotion/react';
import { insertStyles } from '@emotion/utils';

/**
 * One fixed style: the style objects a Chakra element would merge (a recipe's styles, then style props), in
 * that order, with the system's tokens and conditions.
 */
export type StaticStyle = (system: SystemContext) => SystemStyleObject[];

/**
 * Class names for styles that do not change from one render to the next (a game tile's parts and their few
 * variants), for plain DOM elements. A Chakra element resolves its style props through the system and hashes
 * them on every render (`useResolvedProps`, `serializeStyles`); here each style is resolved by the same
 * `system.css` and serialised by emotion once per theme system and style cache, its rule inserted into the
 * page's emotion cache like any Chakra element's. The same styles give the same `css-<hash>` class a Chakra
 * element gets, so the look is the same by construction. Returns the hook that gives the classes.
 */
export function defineStaticStyles<K extends string>(defs: Record<K, StaticStyle>): () => Readonly<Record<K, string>> {
  const bySystem = new WeakMap<SystemContext, WeakMap<EmotionCache, Readonly<Record<K, string>>>>();
  return function useStaticStyles() {
    const system = useChakraContext();
    const cache = useEmotionCache();
    let byCache = bySystem.get(system);
    if (!byCache) {
      byCache = new WeakMap();
      bySystem.set(system, byCache);
    }
    // outside a CacheProvider emotion gives its default cache (null only on a server render without one)
    const key = cache ?? FALLBACK;
    let classes = byCache.get(key);
    if (!classes) {
      const out = {} as Record<K, string>;
      for (const name of Object.keys(defs) as K[]) {
        const serialized = serialize(system.css(...defs[name](system)) as Parameters<typeof serialize>[0]);
        out[name] = cache ? insert(cache, serialized) : '';
      }
      classes = Object.freeze(out);
      byCache.set(key, classes);
    }
    return classes;
  };
}

const FALLBACK = {} as EmotionCache;

/** Registers the class and inserts its rules once, with emotion's own function (what a Chakra element's styles go through). */
function insert(cache: EmotionCache, serialized: SerializedStyles): string {
  insertStyles(cache, serialized, false);
  return `${cache.key}-${serialized.name}`;
}
