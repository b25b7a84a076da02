/** The operator's response envelope (spec 01 §7–8). */
export interface ApiEnvelope<T = unknown> {
  /** "200" on success, otherwise the result code. */
  code: string;
  resultCode: string;
  resultMsg: string;
  data?: T;
}

export function isEnvelope(value: unknown): value is ApiEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof (value as { code: unknown }).code === 'string'
  );
}
