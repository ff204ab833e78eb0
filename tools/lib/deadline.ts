/**
 * Resolves or rejects as `promise` does, or rejects with an `Error` of
 * `message` once `timeoutMs` (ms) has passed, whichever comes first. The
 * promise itself is left to settle on its own; the timer is cleared either way.
 * @param message the error's text, or a function that makes it when the
 *   time is up (to quote what happened meanwhile).
 */
export async function withDeadline<T>(
  promise: Promise<T>,
  timeoutMs: number,
  message: string | (() => string),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(typeof message === 'string' ? message : message())),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
