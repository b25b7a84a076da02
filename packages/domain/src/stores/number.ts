/**
 * Number selection entities (spec 02 §3 "Number list item", spec 03 §3 "Number-state codes";
 * F2.15, F2.16).
 */

/**
 * Number-state codes (spec 02 §4, spec 03 §3): I inactive, A available, L locked, C active,
 * T terminated, R reserved, P port-out, D discard, B batch-lock. Only A is selectable.
 */
export const AccNbrState = {
  inactive: 'I',
  available: 'A',
  locked: 'L',
  active: 'C',
  terminated: 'T',
  reserved: 'R',
  portOut: 'P',
  discard: 'D',
  batchLock: 'B',
} as const;

export type AccNbrStateCode = (typeof AccNbrState)[keyof typeof AccNbrState];

/** Every state code, in the order the documents list them. */
export const ACC_NBR_STATES: readonly AccNbrStateCode[] = ['I', 'A', 'L', 'C', 'T', 'R', 'P', 'D', 'B'];

/** One number of the available-number list (spec 02 §3). */
export interface AccNbrListItem {
  accNbr: string;
  accNbrId: string;
  /** A state code; the server may send codes this list does not know, which are never selectable. */
  accNbrState: AccNbrStateCode | (string & {});
}

/** Request of the available-number query (qryAvailableAccNbrList, spec 02 §3). */
export interface AccNbrQueryRequest {
  pageInfo: {
    /** Always 12 (spec 02 §9). */
    pageSize: number;
    /** Paging cursor: the GMT time of the last record of the previous page, when any. */
    lastRecordGMT?: string;
  };
  /** The 4-character search term; empty lists numbers without a filter. */
  accNbr: string;
}

/** Lock flag (spec 03 §3 "Lock flag Y or N"): Y locks (reserves) the numbers, N unlocks them. */
export type ReserveFlag = 'Y' | 'N';

/** Payload of the lock/unlock call (operAccNbr, spec 02 §3). */
export interface AccNbrLockPayload {
  accNbrs: string[];
  reserveFlag: ReserveFlag;
}

/** A SIM card as the SIM card list shows it (spec 02 §2: accNbr and iccid). */
export interface SimCard {
  accNbr: string;
  /** The SIM serial number; only its last 4 characters are shown. */
  iccid: string;
}
