import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultPortalConfig } from '../kernel/config/portalConfig';
import {
  canSendCode,
  canSendCorporateCode,
  planCodeSend,
  registeredCheckOutcome,
} from './sendCode';

const config = defaultPortalConfig;

describe('code-sending rules (spec 01 §4, F1.6)', () => {
  const accounts: [account: string, active: boolean][] = [['0771234567', true], ['a@b.co', true], ['', false], ['077123', false]];

  it.each(accounts)('the send button is active only when the account looks valid: %j → %s', (account, active) => {
    expect(canSendCode(account, config)).toBe(active);
  });

  it('the send button is active only when the account looks valid', () => {
    expect(canSendCorporateCode({ loginAcct: 'ACME001', representativeIdNbr: 'RP12345' })).toBe(
      true,
    );
    expect(canSendCorporateCode({ loginAcct: 'ACME001', representativeIdNbr: '' })).toBe(false);
  });

  it('checks a mobile with mobileRegistered and an e-mail with emailRegistered', () => {
    expect(planCodeSend(' 0771234567 ', config)).toEqual({
      action: 'checkRegistered',
      kind: 'MOBILE',
      account: '0771234567',
    });
    expect(planCodeSend('a@b.co', config)).toEqual({
      action: 'checkRegistered',
      kind: 'EMAIL',
      account: 'a@b.co',
    });
  });

  it('rejects an account that is neither silently', () => {
    expect(planCodeSend('ACME001', config)).toEqual({ action: 'ignore' });
    fc.assert(
      fc.property(fc.string(), (value) => {
        const plan = planCodeSend(value, config);
        expect(plan.action === 'ignore').toBe(!canSendCode(value, config));
      }),
    );
  });

  it('an unregistered account gets the e-mail or mobile "not registered" field error', () => {
    expect(registeredCheckOutcome('MOBILE', true)).toEqual({ proceed: true });
    expect(registeredCheckOutcome('MOBILE', false)).toEqual({
      proceed: false,
      field: 'account',
      messageKey: 'gaia_tip_mobile_not_registered',
    });
    expect(registeredCheckOutcome('EMAIL', false)).toEqual({
      proceed: false,
      field: 'account',
      messageKey: 'gaia_tip_email_not_registered',
    });
  });
});
