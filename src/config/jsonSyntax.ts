/**
 * A JSON parse error in words a partner can act on: line and column (1-based) instead of the engine's
 * character offset, and what was found there. Pure: the loader hands it the text and the error.
 */

/** Line and column (1-based) of a character offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** The character offset a JSON.parse error names (V8: "at position N" or "(line L column C)"), or undefined. */
function offsetOf(text: string, message: string): number | undefined {
  const pos = /at position (\d+)/.exec(message);
  if (pos) return Number(pos[1]);
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) {
    const lines = text.split('\n');
    return lines.slice(0, Number(lc[1]) - 1).reduce((n, l) => n + l.length + 1, 0) + Number(lc[2]) - 1;
  }
  if (/Unexpected end of JSON input/.test(message)) return text.length;
  return undefined;
}

/** "a syntax error at line 12, column 5: unexpected \"}\" — remove the trailing comma before it", or the engine text when it names no place. */
export function describeJsonError(text: string, message: string): string {
  const offset = offsetOf(text, message);
  if (offset === undefined) return message;
  const { line, column } = lineColumn(text, offset);
  const ch = text[offset];
  const what = ch === undefined ? 'the end of the file' : `${JSON.stringify(ch)}`;
  const prev = text.slice(0, offset).trimEnd().slice(-1);
  const hint =
    ch === undefined
      ? ' — a bracket or brace is not closed'
      : (ch === '}' || ch === ']') && prev === ','
        ? ' — remove the trailing comma before it'
        : ch === "'"
          ? ' — JSON strings use double quotes'
          : prev && /["\d}\]el]/.test(prev) && /["{[\d]/.test(ch)
            ? ' — a comma is missing before it'
            : '';
  return `a syntax error at line ${line}, column ${column}: unexpected ${what}${hint}`;
}
