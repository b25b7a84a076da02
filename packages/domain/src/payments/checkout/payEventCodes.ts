/** Pay events (spec 03 §4 "Pay events"). */
export const PayEvent = {
  newConnection: 'newConnection',
  roamingActivation: 'roamingActivation',
  roamingExtension: 'roamingExtension',
  bill: 'bill',
  recharge: 'recharge',
  setVas: 'setVas',
  diy: 'diy',
  goods: 'goods',
  socialMix: 'socialMix',
  touristLoan: 'touristLoan',
} as const;
export type PayEventCode = (typeof PayEvent)[keyof typeof PayEvent];
