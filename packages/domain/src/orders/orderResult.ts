/** "data result OK" of spec 03 §8 (OK = 1). */
/** The result envelope of the order calls (spec 03 §8: data.result, OK = 1). */
export function isResultOk(result: unknown): boolean {
  return Number(result) === 1;
}

export interface ResultEnvelope {
  code?: string | number;
  data?: { result?: unknown } | null;
  resultMsg?: string;
}
