import { describe, expect, it } from 'vitest';
import { identityFromProfile, identityHeld, lockedFieldsOf, supplementaryFromProfile, supplementaryHeld } from './lockedFields';

describe('fields held on an existing profile are locked (F2.9, spec 02 §4)', () => {
  it('locks nothing for a new registration', () => {
    expect(lockedFieldsOf(undefined).size).toBe(0);
  });

  it('locks exactly the fields the profile holds', () => {
    const locked = lockedFieldsOf({
      partyId: 'P-1',
      partyType: 'INDIVIDUAL',
      firstName: 'RUDO',
      lastName: ' ',
      gender: 'female',
      defaultAddr: { addrId: 'SUB-1', detailAddr1: '1 MAIN ST', detailAddr2: 'AVONDALE' },
      biometrics: [{ biometricType: 1, charcFilePath: 'f.jpg' }],
    });
    expect([...locked].sort()).toEqual(['face', 'firstName', 'gender', 'street', 'suburb']);
    expect(identityHeld(locked)).toBe(false);
    expect(supplementaryHeld(locked)).toBe(false);
  });

  it('starts the steps from the profile', () => {
    const profile = {
      partyId: 'P-1',
      partyType: 'INDIVIDUAL' as const,
      firstName: 'RUDO',
      title: 'MRS',
      defaultAddr: { addrId: 'SUB-1', detailAddr1: '1 MAIN ST', detailAddr2: 'AVONDALE' },
      attachments: [{ attachmentType: 1, fileName: 'id.jpg', filePath: 'shop/id.jpg' }],
    };
    expect(identityFromProfile(profile)).toEqual({ firstName: 'RUDO', copyOfIDUpload: { fileId: 'shop/id.jpg', fileName: 'id.jpg', filePath: 'shop/id.jpg', fileSize: 0 } });
    expect(supplementaryFromProfile(profile)).toEqual({ title: 'MRS', street: '1 MAIN ST', suburb: { id: 'SUB-1', name: 'AVONDALE' } });
  });
});
