/** Step data of a sign-up as the tests drive it (not shipped). */
import type { PartyProfile } from '../../profile/partyProfile';
import type { IdentityData, SupplementaryData } from '../identity/model';
import type { StepOneData } from '../stepOne/model';

export const stepOne: StepOneData = {
  form: 'standard',
  account: '0779999999',
  accountType: 'MOBILE',
  mobile: '0779999999',
  nationality: 'ZWE',
  idType: '1',
  idNbr: '63-111111A11',
  agreePrivacyPolicy: true,
};

export const identity: IdentityData = {
  nationality: 'ZWE',
  idType: '1',
  idNbr: '63-111111A11',
  gender: 'female',
  firstName: 'RUVA',
  lastName: 'MUTASA',
  birthday: '19950412',
  copyOfIDUpload: { fileId: 'F-1', fileName: 'id.png', filePath: 'uploads/F-1/id.png', fileSize: 1200 },
};

export const supplementary: SupplementaryData = {
  title: 'MS',
  maritalStatus: 'S',
  street: '12 SAMORA MACHEL AVE',
  suburb: { id: 'SUB-1', name: 'AVONDALE' },
  province: { id: 'P-1', name: 'HARARE' },
  city: { id: 'C-1', name: 'HARARE' },
  town: { id: 'T-1', name: 'HARARE CENTRAL' },
};


/** A held individual profile with every identity field, as an upgrade loads it. */
export const heldProfile: PartyProfile = {
  partyId: 'P-1004',
  partyType: 'INDIVIDUAL',
  firstName: 'RUDO',
  lastName: 'CHIKORE',
  gender: 'female',
  birthday: '19880101',
  attachments: [{ attachmentType: 1, fileName: 'id.jpg', filePath: 'shop/id.jpg' }],
};
