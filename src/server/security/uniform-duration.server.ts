/**
 * How long the answers that must not reveal whether an account exists take, at least. The
 * work done only for an existing account (a token, an outbox row) takes a few milliseconds:
 * timed from outside, it would tell who has an account. better-auth pads its verification
 * resend to the same 500 ms.
 */
export const UNIFORM_ANSWER_MS = 500;

/** Runs `work`, then waits until `UNIFORM_ANSWER_MS` have passed since the start. */
export async function withUniformDuration<T>(work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const remaining = UNIFORM_ANSWER_MS - (performance.now() - start);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  }
}
