import type { Failure } from './result';

/** Anything that turns a message id into text: a function, or a react-intl-like object. */
export type MessageLookup = ((id: string) => string) | { formatMessage(descriptor: { id: string }): string };

export interface ResolveErrorOptions {
  /**
   * Spec rule: sign-in, sign-up and some payment calls show the server's own text when the code
   * has no entry in the table, instead of the default message.
   */
  fallbackToServerMessage?: boolean;
}

/** Message id for a code from the brand's rules.errorCodes table; keys may be codes ("605") or ranges ("600-699"). */
export function errorMessageId(code: number, errorCodes: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!errorCodes) return undefined;
  const exact = errorCodes[String(code)];
  if (exact) return exact;
  for (const [key, id] of Object.entries(errorCodes)) {
    const m = /^(\d+)\s*-\s*(\d+)$/.exec(key);
    if (m && code >= Number(m[1]) && code <= Number(m[2])) return id;
  }
  return undefined;
}

/** The text to show for a failed call: the code's message, else (optionally) the server's text, else the default. */
export function resolveErrorMessage(
  result: Pick<Failure, 'code' | 'message'>,
  errorCodes: Readonly<Record<string, string>> | undefined,
  lookup: MessageLookup,
  fallbackId: string,
  options: ResolveErrorOptions = {},
): string {
  const format = typeof lookup === 'function' ? lookup : (id: string) => lookup.formatMessage({ id });
  const id = errorMessageId(result.code, errorCodes);
  if (id) return format(id);
  if (options.fallbackToServerMessage && result.message) return result.message;
  return format(fallbackId);
}
