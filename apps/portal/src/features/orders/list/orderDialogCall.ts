/** What the domain reads from an order dialog's answer: the success, or the text to show. */
type DialogOutcome = { ok: true } | { ok: false; message?: string; fallbackKey: string };

/**
 * F3.16: an order dialog's call (cancel, rate) and the reading of its answer. A transport failure
 * throws `failureKey` (the catalogue has reported it already; the dialog says the action did not
 * happen) and a refusal throws resultMsg, else its fallback message: either way the dialog stays
 * open with what was typed. Resolves with the success.
 */
export async function orderDialogCall<A, O extends DialogOutcome>(
  call: () => Promise<A>,
  failureKey: string,
  read: (answer: A) => O,
): Promise<Extract<O, { ok: true }>> {
  let answer: A;
  try {
    answer = await call();
  } catch {
    throw new Error(failureKey);
  }
  const outcome = read(answer);
  if (!outcome.ok) throw new Error(outcome.message ?? outcome.fallbackKey);
  return outcome as Extract<O, { ok: true }>;
}
