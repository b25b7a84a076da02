import type { SimCard } from '@gaia/domain';

/** 23 SIM cards for the stories: three pages of 10. */
export const sampleSimCards: SimCard[] = Array.from({ length: 23 }, (_, index) => ({
  accNbr: `07798${String(index + 10000).padStart(5, '0')}`,
  iccid: `89263000000${String(12345670 + index)}`,
}));
