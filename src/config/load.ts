import type { BrandConfig } from './types';
import { readLastBrand, readLastGood, saveLastBrand, saveLastGood } from './lastGood';
import { configUrl, selectBrand, type BrandIndex } from './select';
import { formatIssue, type Issue } from './issue';

/** A problem with the brand config: a brand file, a JSON pointer inside it, what is wrong. */
export type ConfigProblem = Issue;

/** The console line of a problem: for a config problem exactly the line `npm run validate` prints. */
const lineOf = (brand: string, url: string, p: ConfigProblem) => (p.file === 'bundle' ? `${url}: ${p.message}` : formatIssue(brand || 'default', p));

export type LoadResult =
  | {
      ok: true;
      brand: string;
      config: BrandConfig;
      url: string;
      /** problems of a newer config that was refused */
      refused: ConfigProblem[];
      /** the ETag the server sent with the config (live re-checks start from it) */
      etag?: string;
      /** the config's bytes are the build's (the digest of the index, or of the prerendered page that named it) */
      built?: boolean;
    }
  | { ok: false; brand: string; url: string; problems: ConfigProblem[] };

export interface LoadDeps {
  fetch: typeof fetch;
  location: Pick<Location, 'hostname' | 'search'>;
  document?: Document;
  storage?: Storage;
  session?: Storage;
  dev: boolean;
  /** Validation + cross-check; lazily imported by default so the validator is its own chunk. */
  check?: (bundle: unknown) => Promise<ConfigProblem[]>;
  /** SHA-256 (base64) of config texts the build already validated (default: the brand's digest in the brand index). */
  trusted?: readonly string[];
  /** How long the brand index and the config may take, download included (default CONFIG_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * How long start-up waits for the brand index and config (the brand's own request timeout is in the config, not
 * known yet): a server that does not answer is a failed load (the last good copy, else the message), not a page
 * left on its loading text.
 */
export const CONFIG_TIMEOUT_MS = 15_000;

/**
 * The digest the brand index gave for the brand this page runs (`configDigests`, written by the build): a
 * config offered later (a live re-check) is trusted on the same terms as the one loaded at boot.
 */
let indexDigests: readonly string[] = [];

async function fetchText(fetchFn: typeof fetch, url: string, timeoutMs = CONFIG_TIMEOUT_MS): Promise<[text: string, value: unknown, etag: string | undefined]> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let res: Response;
  try {
    // no-store: a config change on the server shows on the next load, without a rebuild.
    res = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin', signal });
    if (!res.ok) throw new Error(`GET ${url} answered HTTP ${res.status}`);
    text = await res.text();
  } catch (err) {
    throw signal.aborted ? new Error(`GET ${url} timed out (${timeoutMs} ms)`) : err;
  }
  try {
    return [text, JSON.parse(text), res.headers?.get('etag') ?? undefined];
  } catch (cause) {
    throw new Error(`GET ${url} did not return JSON`, { cause });
  }
}

/** What a conditional re-fetch of the config found: nothing new (304), or the new text and its ETag. */
export type ConfigFetch = { changed: false } | { changed: true; text: string; bundle: unknown; etag: string | undefined };

/**
 * Asks for the config again with the ETag of the copy running (If-None-Match): an unchanged config is one
 * 304. no-store, so neither the HTTP cache nor the service worker (which leaves conditional requests to
 * the network) can hand back an older copy. An HTTP error or non-JSON answer throws, naming the URL.
 */
export async function fetchConfigIfChanged(fetchFn: typeof fetch, url: string, etag: string | undefined): Promise<ConfigFetch> {
  const res = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin', headers: etag ? { 'If-None-Match': etag } : {} });
  if (res.status === 304) return { changed: false };
  if (!res.ok) throw new Error(`GET ${url} answered HTTP ${res.status}`);
  const text = await res.text();
  let bundle: unknown;
  try {
    bundle = JSON.parse(text);
  } catch (cause) {
    throw new Error(`GET ${url} did not return JSON`, { cause });
  }
  return { changed: true, text, bundle, etag: res.headers.get('etag') ?? undefined };
}

export type OfferResult = { ok: true; config: BrandConfig } | { ok: false; problems: ConfigProblem[]; lines: string[] };

/**
 * A new config offered to a running site (a re-check, the dev server, the studio) gets exactly the boot
 * check: trusted bytes or the validator and cross-checks; a refusal prints the same console lines as at
 * boot (each the line `npm run validate` prints). Accepted, it becomes the brand's last good copy.
 */
export async function offerConfig(
  brand: string,
  url: string,
  bundle: unknown,
  deps: { text?: string; check?: (bundle: unknown) => Promise<ConfigProblem[]>; trusted?: readonly string[]; storage?: Storage } = {},
): Promise<OfferResult> {
  const check = deps.check ?? defaultCheck;
  let problems: ConfigProblem[];
  try {
    const trusted = deps.text !== undefined && (await isTrusted(deps.text, deps.trusted ?? indexDigests));
    if (!trusted) bundle = untrusted(bundle);
    problems = trusted ? [] : await check(bundle);
  } catch (err) {
    problems = [{ file: 'bundle', pointer: '/', message: `the config check failed to run: ${(err as Error).message}` }];
  }
  if (!problems.length) {
    saveLastGood(brand, bundle, deps.storage);
    return { ok: true, config: bundle as BrandConfig };
  }
  return { ok: false, problems, lines: logRefusal(brand, url, problems) };
}

/** The console report of a refused config: a header, then one message per problem, each the CLI's line. */
function logRefusal(brand: string, url: string, problems: ConfigProblem[]): string[] {
  console.error(`[croupier] brand config ${url} refused (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  const lines = problems.map((p) => lineOf(brand, url, p));
  // One console message per problem, each the very line the CLI prints, so it can be searched for as is.
  for (const line of lines) console.error(line);
  return lines;
}

const fetchJson = async (fetchFn: typeof fetch, url: string, timeoutMs?: number) => (await fetchText(fetchFn, url, timeoutMs))[1];

/**
 * Whether these exact bytes are a config the build validated with this same validator (its SHA-256 is in
 * the build's list): then the validator chunk need not be downloaded. No Web Crypto (a page on plain
 * http), or any other bytes: not trusted, validated as usual.
 */
async function isTrusted(text: string, trusted: readonly string[]): Promise<boolean> {
  if (!trusted.length || typeof crypto === 'undefined' || !crypto.subtle) return false;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return trusted.includes(btoa(binary));
}

/**
 * A config whose bytes are not the build's own, without `compiledMessages`: those ASTs are used only on
 * trusted bytes (src/i18n/compile.ts); any other config's texts are parsed from its `locales`.
 */
function untrusted<T>(bundle: T): T {
  if (!bundle || typeof bundle !== 'object' || !('compiledMessages' in bundle)) return bundle;
  const { compiledMessages: _, ...rest } = bundle as Record<string, unknown>;
  return rest as T;
}

/** Schema validation (ajv standalone) and the cross-reference check. */
let validatorChunk: Promise<typeof import('./validate')> | undefined;
/** The validator is its own chunk; it starts downloading alongside the config fetch. */
const validatorModule = () => (validatorChunk ??= import('./validate'));

export async function defaultCheck(bundle: unknown): Promise<ConfigProblem[]> {
  const { checkConfig } = await validatorModule();
  return checkConfig(bundle);
}

/**
 * Finds this page's brand, fetches its bundle, validates it and falls back to the last good
 * copy when the fresh one is unusable. Every problem is logged to the console.
 */
export async function loadConfig(deps: LoadDeps): Promise<LoadResult> {
  const check = deps.check ?? defaultCheck;
  const query = new URLSearchParams(deps.location.search).get('brand');
  // A prerendered page names its brand (the server chose it by host) and its config's digest: no index to ask first.
  const pageMeta = deps.document?.querySelector<HTMLMetaElement>('meta[name="croupier-brand"]');
  const pageBrand = pageMeta?.content;
  let brand: string;
  let digest: unknown;
  if (pageBrand && (!query || query === pageBrand)) {
    brand = pageBrand;
    digest = pageMeta?.dataset.configDigest;
  } else {
    let index: BrandIndex;
    try {
      index = (await fetchJson(deps.fetch, `${import.meta.env?.BASE_URL ?? '/'}brand-config/index.json`, deps.timeoutMs)) as BrandIndex;
    } catch (err) {
      index = { defaultBrand: '', brands: [], hosts: {} };
      console.error('[croupier] brand index unavailable:', err);
    }
    // Without an index: the query, else the brand this host ran last time, so its last good copy can serve.
    brand = index.brands.length ? selectBrand(index, deps.location, deps.session) : (query ?? readLastBrand(deps.location.hostname, deps.storage) ?? '');
    digest = index.configDigests?.[brand];
  }
  const url = configUrl(brand || 'default', deps.document, deps.location.search, deps.dev);
  indexDigests = typeof digest === 'string' ? [digest] : [];
  const trusted = deps.trusted ?? indexDigests;
  // Without a build digest (dev, no index) the bundle will be validated: start the validator download with the config's.
  if (!deps.check && !trusted.length) void validatorModule();
  // The last good copy is validated again, so what the build compiled is not taken from it.
  const lastGood = brand ? untrusted(readLastGood(brand, deps.storage)) : undefined;

  let problems: ConfigProblem[];
  try {
    const [text, fetched, etag] = await fetchText(deps.fetch, url, deps.timeoutMs);
    const isTrustedText = await isTrusted(text, trusted);
    const bundle = isTrustedText ? fetched : untrusted(fetched);
    problems = isTrustedText ? [] : await check(bundle);
    if (!problems.length) {
      saveLastGood(brand, bundle, deps.storage);
      saveLastBrand(deps.location.hostname, brand, deps.storage);
      return { ok: true, brand, config: bundle as BrandConfig, url, refused: [], etag, built: isTrustedText };
    }
  } catch (err) {
    problems = [{ file: 'bundle', pointer: '/', message: (err as Error).message }];
  }
  logRefusal(brand, url, problems);
  if (lastGood && !(await check(lastGood)).length) {
    console.warn('[croupier] using the last good config');
    return { ok: true, brand, config: lastGood as BrandConfig, url, refused: problems };
  }
  if (!brand) problems.unshift({ file: 'bundle', pointer: '/', message: 'no brand is published for this site' });
  return { ok: false, brand, url, problems };
}
