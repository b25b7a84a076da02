import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { checkRules, passesRules, ruleErrors } from './formRules';
import { formFailure, shownMessage } from './formFailure';

type Values = { account: string; otp: string };
const rules = (values: Values) => ({
  account: values.account ? undefined : 'account_required',
  otp: /^\d{6}$/.test(values.otp) ? undefined : 'otp_invalid',
});

describe('form rules in the resolver shape (ADR 0015)', () => {
  it('answers the values when every rule passes', () => {
    expect(checkRules(rules, { account: 'a', otp: '123456' })).toEqual({ values: { account: 'a', otp: '123456' }, errors: {} });
    expect(passesRules(rules, { account: 'a', otp: '123456' })).toBe(true);
  });

  it('answers one rule error per failing field and no values', () => {
    expect(checkRules(rules, { account: '', otp: '12' })).toEqual({
      values: {},
      errors: { account: { type: 'rule', message: 'account_required' }, otp: { type: 'rule', message: 'otp_invalid' } },
    });
    expect(ruleErrors(rules, { account: 'a', otp: '12' })).toEqual({ otp: 'otp_invalid' });
  });
});

describe('formFailure: the one mapping from a failed call to what a form shows (spec 01 §8)', () => {
  const business = (resultCode: string, resultMsg?: string) =>
    new ApiError({ kind: 'business', url: '/x', status: 200, envelope: { code: resultCode, resultCode, resultMsg: resultMsg ?? '' } });

  it('a business answer shows the server message', () => {
    expect(formFailure(business('40904101', 'Wrong password'))).toEqual({ text: { message: 'Wrong password' } });
  });

  it('a wrong code goes on the code field', () => {
    expect(formFailure(business('40904106'))).toEqual({ field: 'otp', text: { messageKey: 'gaia_tip_otp_wrong' } });
  });

  it('failures the request layer reports are not repeated by the form', () => {
    for (const kind of ['gatewayTimeout', 'timeout', 'network', 'maintenance', 'unauthorized', 'http', 'cancelled'] as const)
      expect(formFailure(new ApiError({ kind, url: '/x' }))).toEqual({});
  });

  it('an app piece that could not load is a network failure; anything else a server error', () => {
    expect(formFailure(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toEqual({ text: { messageKey: 'gaia_tip_network_error' } });
    expect(formFailure(new Error('boom'))).toEqual({ text: { messageKey: 'gaia_tip_server_error' } });
  });

  it('shows the server message as it came, else the key translated', () => {
    const t = (key: string) => `T(${key})`;
    expect(shownMessage(t, { message: 'As sent' })).toBe('As sent');
    expect(shownMessage(t, { messageKey: 'k' })).toBe('T(k)');
    expect(shownMessage(t, undefined)).toBeUndefined();
  });
});
