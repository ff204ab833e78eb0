/**
 * Printing what came from input (a feed, a résumé, an answer from GitHub, an
 * error that quotes them) to a terminal or a CI log (docs/product.md § Make it
 * yours: "Messages quote input safely"). The deploy log of GitHub Actions reads
 * any line that starts with `::` (after spaces) as a workflow command, and
 * `##[` anywhere in a line as its older form, so a feed whose JSON error
 * quotes `[\n::error::…` could add an annotation, mask a secret or stop
 * command processing; a terminal obeys ESC sequences. `npm run init` and
 * `npm run refresh` print every line that may hold input through
 * {@link logText}.
 */

/** Control characters a log or a terminal acts on: C0 but tab and line feed, DEL, C1, the line and paragraph separators and the bidirectional controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A control character as a visible escape: `\r`, `\u001b`. */
const escaped = (char: string) =>
  char === '\r' ? '\\r' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` from input as one line: line breaks and other control characters
 * shown as escapes (`\n`, `\r`, `\u001b`), so input never starts a line of
 * its own. For input quoted inside a message (a parser's error).
 */
export function oneLine(text: string): string {
  return logText(text.replaceAll('\n', '\\n'));
}

/**
 * `text`, a message that may hold input, made safe to print line by line:
 * control characters other than the line feed shown as escapes (a carriage
 * return, which the runner reads as a line break, included), a line that
 * would start a workflow command (`::`, after spaces) starts with `\:`
 * instead, and `##[` becomes `##\[`. A message with no such thing is
 * printed as it is.
 */
export function logText(text: string): string {
  return text
    .replace(CONTROL, escaped)
    .replaceAll('##[', '##\\[')
    .split('\n')
    .map((line) => line.replace(/^(\s*)::/, '$1\\::'))
    .join('\n');
}
