/**
 * mobx-utils' `computedFn`, from the package's per-module build (`lib/`, with its own typings): its bundled
 * entry (`mobx-utils.module.js`) sets up every utility's classes at the top level, which no bundler can
 * drop, so importing `computedFn` from 'mobx-utils' ships the whole library (≈ 13 kB) to a first visit.
 */
export { computedFn } from 'mobx-utils/lib/computedFn';
