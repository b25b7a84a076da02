/** Party type of a customer (spec 01 §1). */
export type PartyType = 'INDIVIDUAL' | 'CORPORATE';

/** Session user type as the backend names it (spec 01 §1). */
export type SignInUserType = 'INDIVIDUAL' | 'CORPORATION';

/** The signed-in user (spec 01 §3, F1.12). */
export interface SessionUser {
  userId: string;
  userName: string;
  /** Shown to the customer as their ID. */
  userCode: string;
  avatar?: string;
  partyType: PartyType;
  signInUserType: SignInUserType;
  custType?: string;
  currentCustNbr?: string;
  currentCustId?: string;
  preferredAccNbr?: string;
  preferredSubsId?: string;
}

/** What a successful login returns. */
export interface LoginResult {
  token: string;
  user: SessionUser;
}
