// Answers whose timing must not tell which way the work went (a known address or not, an account
// that exists or not) wait until a fixed time after the request arrived (issue 31: forgot-password
// answered a known address in ~7 ms and an unknown one in ~4 ms). The floor is well above the
// work's own time, so both ways answer at it.

/** No answer of these routes comes sooner than this after the request arrived. */
export const SAME_ANSWER_FLOOR_MS = 200;

/** Call when the request arrives; await the result just before answering. */
export function answerFloor(floorMs = SAME_ANSWER_FLOOR_MS): () => Promise<void> {
  const at = Date.now() + floorMs;
  return () => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
}
