/**
 * The answers a stand-in server keeps back in its `hold` mode, until the
 * test releases them: a request that is certainly still in progress, however
 * busy the machine (a fixed delay can run out while the test is still
 * checking the in-progress state).
 */
export function heldAnswers() {
  let held: Array<() => void> = [];
  return {
    /** Keeps `answer` (which writes the response) until {@link releaseAll}. */
    keep(answer: () => void): void {
      held.push(answer);
    },
    /** Sends every kept answer, oldest first. */
    releaseAll(): void {
      const answers = held;
      held = [];
      for (const answer of answers) answer();
    },
  };
}
