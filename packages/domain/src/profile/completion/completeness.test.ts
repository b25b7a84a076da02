import { describe, expect, it } from 'vitest';
import {
  checkCompleteness,
  completionRoute,
  completionVerdict,
  missingCompletionFields,
} from './completeness';
import type { PartyProfile } from '../partyProfile';

const today = { year: 2026, month: 1, day: 15 };
const complete: PartyProfile = {
  partyId: 'P-1',
  partyType: 'INDIVIDUAL',
  firstName: 'A',
  lastName: 'B',
  gender: 'male',
  birthday: '19900101',
  nationality: 'ZWE',
  idNbr: '63-123456A78',
  contactNbr: '0771234567',
  defaultAddr: { detailAddr1: '1 ROAD', detailAddr2: 'SUBURB' },
  attachments: [{ attachmentType: 1, fileName: 'id.jpg', filePath: 'uploads/id.jpg' }],
};

describe('profile completeness (F2.12)', () => {
  it('a full individual profile is complete; each gap is listed in the rule order', () => {
    expect(checkCompleteness(complete, today, false)).toEqual({ completeFlag: 'Y', missingFields: [], underAgeFlag: 'N', pinCheckFlag: 'N' });
    const partial: PartyProfile = { ...complete, defaultAddr: { detailAddr1: ' ' }, attachments: [{ attachmentType: 2, fileName: 'x', filePath: 'x' }] };
    expect(missingCompletionFields(partial)).toEqual(['defaultAddr', 'idCopy']);
  });

  it('a company needs its name, e-mail and bank', () => {
    expect(missingCompletionFields({ partyId: 'P-2', partyType: 'CORPORATE', partyName: 'ACME' })).toEqual(['idNbr', 'contactNbr', 'email', 'defaultAddr', 'idCopy', 'bank']);
  });

  it('F2.13: under 16 on the day is flagged, 16 on the birthday itself is not', () => {
    expect(checkCompleteness({ ...complete, birthday: '20100116' }, today, false).underAgeFlag).toBe('Y');
    expect(checkCompleteness({ ...complete, birthday: '20100115' }, today, false).underAgeFlag).toBe('N');
  });

  it('the verdict: under-age wins over the prompt; Fulfil now goes by signInUserType', () => {
    expect(completionVerdict({ completeFlag: 'N', missingFields: ['email'], underAgeFlag: 'Y', pinCheckFlag: 'N' })).toBe('underAge');
    expect(completionVerdict({ completeFlag: 'N', missingFields: ['email'], underAgeFlag: 'N', pinCheckFlag: 'N' })).toBe('prompt');
    expect(completionVerdict({ completeFlag: 'Y', missingFields: [], underAgeFlag: 'N', pinCheckFlag: 'N' })).toBe('none');
    expect(completionVerdict(undefined)).toBe('none');
    expect(completionRoute('CORPORATION')).toBe('/complete-c');
    expect(completionRoute('INDIVIDUAL')).toBe('/complete');
  });
});
