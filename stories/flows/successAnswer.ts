import { HttpResponse } from 'msw';

/**
 * The operator's success answer (spec 01 §8: code, resultCode and resultMsg around the data), for a
 * story's handler that answers in the sandbox's place.
 */
export function successAnswer(data: unknown) {
  return HttpResponse.json({ code: '200', resultCode: '200', resultMsg: 'success', data });
}
