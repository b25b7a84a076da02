import { describe, expect, it } from 'vitest';
import type { PartyProfile } from '../../profile/partyProfile';
import { buildRegistrationPayload, buildUpgradePayload } from './registrationPayload';
import { heldProfile, identity, stepOne, supplementary } from './signUp.fixtures';

const face = { charcFilePath: 'uploads/F-2/face.jpg', fileName: 'face.jpg' };

describe('registration payload (F2.8, spec 02 §3)', () => {
  it('carries userRegisterInfo and individual with the address, the ID copy (type 1) and the face (type 1)', () => {
    const payload = buildRegistrationPayload({ stepOne: { ...stepOne, referralCode: 'FRIEND1' }, identity, supplementary, face, password: 'Secret#2026', nationalIdType: '1' });
    expect(payload.userRegisterInfo).toEqual({ userName: 'RUVA MUTASA', referralCode: 'FRIEND1', mobile: '0779999999', idNbr: '63-111111A11', password: 'Secret#2026' });
    // The identity step's fields as entered; a national's ID type and the upload are not among them.
    const { idType: _idType, copyOfIDUpload: _upload, ...entered } = identity;
    expect(payload.individual).toEqual({
      ...entered,
      title: 'MS',
      maritalStatus: 'S',
      defaultAddr: { addrId: 'SUB-1', detailAddr1: '12 SAMORA MACHEL AVE', detailAddr2: 'AVONDALE, HARARE CENTRAL, HARARE, HARARE' },
      attachments: [{ attachmentType: 1, fileName: 'id.png', filePath: 'uploads/F-1/id.png', fileSize: 1200 }],
      biometrics: [{ biometricType: 1, charcFilePath: 'uploads/F-2/face.jpg' }],
    });
  });

  it('adds idExpDate and idType for a non-national only', () => {
    const passport = { ...identity, nationality: 'ZAF', idType: '2', idNbr: 'P1234567', idExpDate: '20300101' };
    const payload = buildRegistrationPayload({ stepOne: { ...stepOne, nationality: 'ZAF', idType: '2', idNbr: 'P1234567' }, identity: passport, supplementary, password: 'x', nationalIdType: '1' });
    expect(payload.individual).toMatchObject({ idType: '2', idExpDate: '20300101', nationality: 'ZAF' });
    expect(buildRegistrationPayload({ stepOne, identity, supplementary, password: 'x', nationalIdType: '1' }).individual).not.toHaveProperty('idType');
  });

  it('reading B: a loaded profile fills the individual, its type-1 attachments replaced by a new ID copy', () => {
    const profile: PartyProfile = {
      ...heldProfile,
      attachments: [
        { attachmentType: 1, fileName: 'old.png', filePath: 'old.png' },
        { attachmentType: 2, fileName: 'proof.pdf', filePath: 'proof.pdf' },
      ],
    };
    const idCopy = { fileId: 'F-3', fileName: 'new.png', filePath: 'uploads/F-3/new.png', fileSize: 10 };
    const payload = buildRegistrationPayload({ stepOne, profile, idCopy, password: 'x', nationalIdType: '1' });
    expect(payload.individual.attachments).toEqual([
      { attachmentType: 2, fileName: 'proof.pdf', filePath: 'proof.pdf' },
      { attachmentType: 1, fileName: 'new.png', filePath: 'uploads/F-3/new.png', fileSize: 10 },
    ]);
    expect(payload.individual.firstName).toBe('RUDO');
    expect(payload.individual.biometrics).toEqual([]);
  });

  it('reading B without a profile: what step one gave, the account as user name', () => {
    const payload = buildRegistrationPayload({ stepOne, password: 'x', nationalIdType: '1' });
    expect(payload.userRegisterInfo.userName).toBe('0779999999');
    expect(payload.individual).toEqual({ idNbr: '63-111111A11', nationality: 'ZWE', attachments: [], biometrics: [] });
  });

  describe('the alternative form (F2.2): an account by mobile or e-mail alone', () => {
    const alternative = { ...stepOne, form: 'alternative' as const, account: 'ruva@example.com', accountType: 'EMAIL' as const, mobile: undefined, email: 'ruva@example.com', idNbr: '', referenceId: 'REG-1' };

    it('reading B: leaves the ID, nationality and ID type out (not empty), the e-mail as account', () => {
      const payload = buildRegistrationPayload({ stepOne: { ...alternative, nationality: 'ZAF', idType: '2' }, password: 'Secret#2026', nationalIdType: '1' });
      expect(payload.userRegisterInfo).toEqual({ userName: 'ruva@example.com', email: 'ruva@example.com', password: 'Secret#2026' });
      expect(payload.individual).toEqual({ email: 'ruva@example.com', attachments: [], biometrics: [] });
      expect(payload.individual).not.toHaveProperty('idNbr');
      expect(payload.individual).not.toHaveProperty('nationality');
      expect(payload.individual).not.toHaveProperty('idType');
    });

    it('reading B: a mobile account with a face carries the mobile and the face, still no ID', () => {
      const mobile = { ...alternative, account: '0779999999', accountType: 'MOBILE' as const, mobile: '0779999999', email: undefined };
      const payload = buildRegistrationPayload({ stepOne: mobile, face, password: 'x', nationalIdType: '1' });
      expect(payload.userRegisterInfo).toEqual({ userName: '0779999999', mobile: '0779999999', password: 'x' });
      expect(payload.individual).toEqual({ attachments: [], biometrics: [{ biometricType: 1, charcFilePath: 'uploads/F-2/face.jpg' }] });
    });

    it('reading A: the identity step gives the ID the alternative form did not ask for', () => {
      const payload = buildRegistrationPayload({ stepOne: alternative, identity, supplementary, password: 'x', nationalIdType: '1' });
      expect(payload.userRegisterInfo).toMatchObject({ email: 'ruva@example.com', idNbr: '63-111111A11' });
      expect(payload.individual).toMatchObject({ idNbr: '63-111111A11', nationality: 'ZWE' });
    });
  });
});

describe('upgrade payload (F2.9, spec 02 §3)', () => {
  const profile: PartyProfile = { ...heldProfile, partyName: 'RUDO CHIKORE', idType: '1', idNbr: '63-765432B21' };
  const upgradeStepOne = { ...stepOne, idNbr: '63-765432B21', upgrade: { userId: 'U-1004' } };

  it('keeps held fields, adds the address (A), the face (A) with the party id, and carries the code', () => {
    const payload = buildUpgradePayload({ stepOne: upgradeStepOne, profile, supplementary, face, password: 'Secret#2026', otp: '123456', nationalIdType: '1' });
    expect(payload.userUpgradeInfo).toEqual({ userName: 'RUDO CHIKORE', mobile: '0779999999', idNbr: '63-765432B21', password: 'Secret#2026', otp: '123456' });
    expect(payload.profile).toMatchObject({
      partyId: 'P-1004',
      firstName: 'RUDO',
      title: 'MS',
      maritalStatus: 'S',
      contactNbr: '0779999999',
      defaultAddr: { addrId: 'SUB-1', detailAddr1: '12 SAMORA MACHEL AVE', actionType: 'A' },
      attachments: [{ attachmentType: 1, fileName: 'id.jpg', filePath: 'shop/id.jpg' }],
      biometrics: [{ biometricType: 1, charcFilePath: 'uploads/F-2/face.jpg', actionType: 'A', partyId: 'P-1004' }],
    });
  });

  it('marks a replaced address and face as modified (M)', () => {
    const held = { ...profile, defaultAddr: { partyAddrId: 'PA-1', addrId: 'SUB-0', detailAddr1: 'OLD' }, biometrics: [{ biometricType: 1, charcFilePath: 'old.jpg' }] };
    const payload = buildUpgradePayload({ stepOne: upgradeStepOne, profile: held, supplementary, face, password: 'x', nationalIdType: '1' });
    expect(payload.profile.defaultAddr).toMatchObject({ partyAddrId: 'PA-1', actionType: 'M' });
    expect(payload.profile.biometrics).toEqual([{ biometricType: 1, charcFilePath: 'uploads/F-2/face.jpg', actionType: 'M', partyId: 'P-1004' }]);
  });
});
