/** The one line that installs every engine the other engines' flows need (Debian's packages). */
export const INSTALL_ENGINES = 'sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb';

/**
 * The error for an engine that is not installed: a missing engine fails the
 * run (it never passes or skips), and the message says how to install it.
 * @param what the engine or tool, e.g. "Firefox ESR".
 * @param path where it was looked for.
 */
export function missingEngine(what: string, path: string): Error {
  return new Error(
    `${what} is not installed (looked for ${path}). The end-to-end flows run in Firefox and WebKit too; install them with:\n\n    ${INSTALL_ENGINES}\n`,
  );
}
