/** Cross-checks of the text packs and long texts: complete, valid ICU, and defining every id the config names. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ENGINE_SOURCE_LANGUAGE, requiredEngineIds } from '../engineTexts.ts';
import { SEO_BRAND_TEXTS } from '../seoTexts.ts';
import type { BrandConfig } from '../types';
import { type CheckedBundle, esc, nearest, ptr, show, named } from './kit.ts';

/** Per language that has a pack: every id it defines, the engine's defaults merged under the brand's. Built once per run. */
const packIdsOf = new WeakMap<CheckedBundle, Record<string, Set<string>>>();
function packIds(b: CheckedBundle): Record<string, Set<string>> {
  let merged = packIdsOf.get(b);
  if (!merged) {
    const engine = b.ctx.enginePacks ?? {};
    merged = {};
    for (const code of b.languageCodes) {
      const pack = b.config.locales?.[code];
      if (pack) merged[code] = new Set([...Object.keys(engine[code] ?? {}), ...Object.keys(pack)]);
    }
    packIdsOf.set(b, merged);
  }
  return merged;
}

export const textChecks = [
  named('text-packs', "every language has a pack, complete against the engine's en-US ids", (b, r) => {
    const required = requiredEngineIds(b.ctx.enginePacks ?? {});
    const merged = packIds(b);
    for (const code of b.languageCodes) {
      const file = `locales/${code}.json`;
      if (!b.config.locales?.[code]) {
        r.add(file, '/', `expected a text pack for language ${show(code)} of brand.json /languages, found no file`);
        continue;
      }
      const missing = required.filter((id) => !merged[code].has(id));
      if (missing.length) {
        const shown = missing.slice(0, 5).map(show).join(', ');
        // The engine's own text goes with each id (validate --json): a translator sees what to translate, not only a key.
        const source = b.ctx.enginePacks?.[ENGINE_SOURCE_LANGUAGE] ?? {};
        r.add(
          file,
          '/messages',
          `expected every engine message id, found ${missing.length} missing: ${shown}${missing.length > 5 ? ', …' : ''} — npm run new-language -- <brand> ${code} --update copies them from another language, marked untranslated`,
          { missing, texts: Object.fromEntries(missing.map((id) => [id, source[id]])) },
        );
      }
    }
  }),
  named('seo-texts', "the home page's words for search engines are the brand's own: no engine default stands in for them", (b, r) => {
    for (const [code, ids] of Object.entries(packIds(b))) {
      for (const [id, what] of Object.entries(SEO_BRAND_TEXTS)) {
        if (!ids.has(id)) r.add(`locales/${code}.json`, '/messages', `expected key ${show(id)} (${what}, brand.json /seo), found nothing`);
      }
    }
  }),
  named('message-refs', 'every message id the config names is defined in every text pack', (b, r) => {
    const merged = packIds(b);
    const everyId = new Set(Object.values(merged).flatMap((s) => [...s]));
    const reported = new Set<string>();
    for (const ref of messageRefs(b.config)) {
      const lacking = Object.keys(merged).filter((code) => !merged[code].has(ref.id));
      if (lacking.length) {
        const hint = nearest(ref.id, everyId);
        r.add(
          ref.file,
          ref.pointer,
          `expected a message id defined in every text pack, found ${show(ref.id)} missing in ${lacking.join(', ')}${hint && hint !== ref.id ? ` — did you mean ${show(hint)}?` : ''}`,
        );
      }
      // The pack is where the fix goes: say so there too, once per id.
      for (const code of lacking) {
        if (reported.has(`${code}\u0000${ref.id}`)) continue;
        reported.add(`${code}\u0000${ref.id}`);
        r.add(`locales/${code}.json`, '/messages', `expected key ${show(ref.id)} (named by ${ref.file} ${ref.pointer}), found nothing`);
      }
    }
  }),
  named('icu-messages', "every brand message is valid ICU and names only the placeholders the engine's default message passes", (b, r) => {
    const engineDefaults = b.ctx.enginePacks?.['en-US'] ?? {};
    for (const [code, pack] of Object.entries(b.config.locales ?? {})) {
      for (const [id, text] of Object.entries(pack ?? {})) {
        const pointer = ptr('messages', id);
        const file = `locales/${code}.json`;
        const own = icuArguments(text);
        if ('error' in own) {
          r.add(file, pointer, `expected an ICU message, found ${show(text)}: ${own.error}`);
          continue;
        }
        const base = engineDefaults[id] === undefined ? undefined : icuArguments(engineDefaults[id]);
        if (!base || 'error' in base) continue;
        const unknown = own.names.filter((n) => !base.names.includes(n));
        if (unknown.length) {
          const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');
          const hint = unknown.length === 1 ? nearest(unknown[0], base.names) : undefined;
          r.add(
            file,
            pointer,
            `expected only the placeholders of the engine's message ${show(id)} (${list(base.names)}), found ${list(unknown)}${hint ? ` — did you mean {${hint}}?` : ''}`,
          );
        }
      }
    }
  }),
  named('sport-rules-text', 'a brand that links the sport rules page has its text in every language', (b, r) => {
    if (!JSON.stringify(b.config.navigation).includes('"/sport-rules')) return;
    for (const code of b.languageCodes) {
      if (!b.config.content?.sportRules?.[code])
        r.add(
          `content/sport-rules.${code}.json`,
          '/',
          `expected the sport rules text for language ${show(code)} (navigation.json links /sport-rules), found no file`,
        );
    }
  }),
];

const ICU_ERRORS: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a "{" without its closing "}"',
  EMPTY_ARGUMENT: 'an empty placeholder "{}"',
  MALFORMED_ARGUMENT: 'a malformed placeholder',
  UNMATCHED_CLOSING_TAG: 'a closing tag without its opening tag',
  UNCLOSED_TAG: 'a tag that is never closed',
};

/** The placeholder and tag names an ICU message uses, or why it does not parse. */
export function icuArguments(text: string): { names: string[] } | { error: string } {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text);
  } catch (err) {
    const e = err as { message?: string; location?: { start?: { offset?: number } } };
    const kind = String(e.message ?? err);
    const at = e.location?.start?.offset;
    return {
      error: `${ICU_ERRORS[kind] ?? kind.toLowerCase().replace(/_/g, ' ')}${at !== undefined ? ` at character ${at + 1}` : ''} — quote a literal brace as '{'`,
    };
  }
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const opt of Object.values(el.options)) walk(opt.value);
    }
  };
  walk(ast);
  return { names: [...names] };
}

const MESSAGE_ID_KEYS = new Set(['labelId', 'messageId', 'currencyLabelId', 'defaultErrorMessageId']);

/** Every message id the config names, with where it is named. */
export function messageRefs(config: BrandConfig): Array<{ file: string; pointer: string; id: string }> {
  const refs: Array<{ file: string; pointer: string; id: string }> = [];
  // labelId / messageId / currencyLabelId anywhere, plus the id-valued tables of rules.json.
  const walk = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(file, v, `${pointer}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (typeof v === 'string') {
          if (MESSAGE_ID_KEYS.has(k)) refs.push({ file, pointer: `${pointer}/${esc(k)}`, id: v });
        } else if (v && typeof v === 'object') walk(file, v, `${pointer}/${esc(k)}`);
      }
    }
  };
  walk('brand.json', config.brand, '');
  walk('catalogue.json', config.catalogue, '');
  walk('rules.json', config.rules, '');
  walk('navigation.json', config.navigation, '');
  for (const [code, id] of Object.entries(config.rules.errorCodes)) refs.push({ file: 'rules.json', pointer: ptr('errorCodes', code), id });
  for (const [name, id] of Object.entries(config.rules.paymentSystemNames ?? {}))
    refs.push({ file: 'rules.json', pointer: ptr('paymentSystemNames', name), id });
  for (const [text, id] of Object.entries(config.rules.paymentTexts ?? {})) refs.push({ file: 'rules.json', pointer: ptr('paymentTexts', text), id });
  for (const [table, values] of Object.entries(config.rules.statusNames)) {
    for (const [value, id] of Object.entries(values as Record<string, string>))
      refs.push({ file: 'rules.json', pointer: ptr('statusNames', table, value), id });
  }
  return refs;
}
