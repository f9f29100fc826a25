/**
 * Text packs precompiled to formatjs ASTs, so the first visit needs no ICU parser (react-intl formats an
 * AST as is; the production build gives it the parser-less entry, scripts/vite/icuPlugin.ts).
 *
 * - Engine packs (src/i18n/locales, src/pages/<area>/messages.<lang>.json) are imported with `?icu`: the
 *   build plugin hands them over with every message that is not plain text already an AST.
 * - A brand config the build validated carries `compiledMessages` (the ASTs of its messages that are not
 *   plain text, per language); the loader keeps that key only on a config whose bytes it trusts
 *   (src/config/load.ts), so any other config is parsed here with the parser loaded on demand.
 *
 * "Plain text" is decided by the parser itself: a message whose AST is one literal equal to its text.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { TYPE } from '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * A message as react-intl gets it: an AST; a string only for an empty text (react-intl treats it as
 * missing) or a text the parser refused (react-intl reports it and shows it raw).
 */
export type CompiledMessage = MessageFormatElement[] | string;
export type CompiledPack = Record<string, CompiledMessage>;
/** react-intl's `messages`: it takes each message as a string or an AST, though its type wants one kind per pack. */
export const intlMessages = (pack: CompiledPack) => pack as Record<string, MessageFormatElement[]>;

/** A pack as shipped: plain texts as strings, every other message as its AST. */
export type ShippedPack = Record<string, string | MessageFormatElement[]>;
export type IcuParse = (text: string, options?: { locale?: Intl.Locale }) => MessageFormatElement[];

/** Whether a message is its text verbatim: no argument, tag, plural or quote changes it. */
function isPlainText(text: string, ast: MessageFormatElement[]): boolean {
  return ast.length === 0 ? text === '' : ast.length === 1 && ast[0].type === TYPE.literal && ast[0].value === text;
}

const localeOf = (language: string): Intl.Locale | undefined => {
  try {
    return new Intl.Locale(language);
  } catch {
    return undefined;
  }
};

/** The ASTs of the messages of a pack that are not plain text (throws on invalid ICU, like the parser). */
export function compiledAsts(texts: Record<string, string>, language: string, parse: IcuParse): Record<string, MessageFormatElement[]> {
  const locale = localeOf(language);
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, text] of Object.entries(texts)) {
    const ast = parse(text, { locale });
    if (!isPlainText(text, ast)) out[id] = ast;
  }
  return out;
}

/** A shipped pack (plain texts as strings, the rest as ASTs) as react-intl's messages. */
export function fromShipped(pack: ShippedPack): CompiledPack {
  const out: CompiledPack = {};
  for (const [id, message] of Object.entries(pack))
    out[id] = typeof message === 'string' && message !== '' ? [{ type: TYPE.literal, value: message }] : message;
  return out;
}

/**
 * Texts nobody compiled (a config validated in this browser), parsed here. A text the parser refuses
 * stays a string: react-intl then reports it and shows it raw, as it did when it parsed texts itself.
 */
export function parseTexts(texts: Record<string, string>, language: string, parse: IcuParse): CompiledPack {
  const locale = localeOf(language);
  const out: CompiledPack = {};
  for (const [id, text] of Object.entries(texts)) {
    try {
      out[id] = text === '' ? '' : parse(text, { locale });
    } catch {
      out[id] = text;
    }
  }
  return out;
}
