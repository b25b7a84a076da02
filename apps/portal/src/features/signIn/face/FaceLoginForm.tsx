import type { PartyType } from '@gaia/domain';

export interface FaceLoginFormProps {
  /** INDIVIDUAL: account only; CORPORATE: company account and representative ID (spec 01 §2). */
  partyType: PartyType;
  /** Prefill of the account (corporate: gaiaId of the URL). */
  initialAccount?: string;
}

/** F1.5 face login, individual and corporate. */
export default function FaceLoginForm(_props: FaceLoginFormProps) {
  return null;
}
