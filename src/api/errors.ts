import type { Failure } from './result';

/** Anything that turns a message id into text: a function, or a react-intl-like object. */
export type MessageLookup =
  | ((id: string, values?: Record<string, string | number>) => string)
  | { formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string };

export interface ResolveErrorOptions {
  /**
   * Spec rule: sign-in, sign-up and some payment calls show the server's own text when the code
   * has no entry in the table, instead of the default message.
   */
  fallbackToServerMessage?: boolean;
  /** Values the brand's error texts may name (e.g. the betting limits). */
  values?: Record<string, string | number>;
}

/** The brand's error texts by platform code (rules.json errorCodes and errorRanges). */
export interface ErrorTable {
  errorCodes?: Readonly<Record<string, string>>;
  errorRanges?: ReadonlyArray<{ from: number; to: number; messageId: string }>;
}

/** Message id for a code: the brand's code table first, then its code ranges; undefined when neither names it. */
export function errorMessageId(code: number, table: ErrorTable | undefined): string | undefined {
  const exact = table?.errorCodes?.[String(code)];
  if (exact) return exact;
  return table?.errorRanges?.find((r) => code >= r.from && code <= r.to)?.messageId;
}

/** The text to show for a failed call: the code's message, else (optionally) the server's text, else the default. */
export function resolveErrorMessage(
  result: Pick<Failure, 'code' | 'message'>,
  table: ErrorTable | undefined,
  lookup: MessageLookup,
  fallbackId: string,
  options: ResolveErrorOptions = {},
): string {
  const format = typeof lookup === 'function' ? (id: string) => lookup(id, options.values) : (id: string) => lookup.formatMessage({ id }, options.values);
  const id = errorMessageId(result.code, table);
  if (id) return format(id);
  if (options.fallbackToServerMessage && result.message) return result.message;
  return format(fallbackId);
}
