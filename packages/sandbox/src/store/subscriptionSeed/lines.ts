import { SimType, SubscriptionType, type Subscription } from '@gaia/domain';

/**
 * The seeded lines (spec 03 §3 "Subscription"), by user id: the demo individual with a prepaid main
 * line, a postpaid line and an eSIM; an individual with two lines and no main line (the prompt); one
 * with none (the empty state); the corporate demo with 60 lines and no preferred line (its prompt).
 */

/** A sandbox line: the wire subscription plus its SIM type. */
export interface SandboxLine extends Subscription {
  simType: string;
}

const PREFIX = '263';

function line(custNumber: number, subsId: string, accNbr: string, details: Partial<SandboxLine> & Pick<SandboxLine, 'subscriptionType' | 'simType' | 'offerName'>): SandboxLine {
  const postpaid = details.subscriptionType === SubscriptionType.postpaid;
  return {
    accNbr,
    prefix: PREFIX,
    subsId,
    custNbr: `C-${custNumber}`,
    custId: String(custNumber),
    defaultAcctId: `A-${subsId.slice(2)}`,
    defaultAcctNbr: `AC${accNbr}`,
    activeDate: '2024-03-18 10:24:00',
    state: 'C',
    stateName: 'Active',
    paidFlag: postpaid ? '1' : '0',
    offerInsList: [{ offerType: '1', offerName: details.offerName, effDate: '2026-01-01 00:00:00' }],
    subsExtMap: { preferredFlag: 'N' },
    ...details,
  };
}

/** Lines of the 60-line company: every fifth postpaid, every seventh an eSIM. */
function corporateLines(): SandboxLine[] {
  return Array.from({ length: 60 }, (_, index) => {
    const n = index + 1;
    const postpaid = n % 5 === 0;
    return line(2001, `S-2001-${String(n).padStart(2, '0')}`, `7755500${String(n).padStart(2, '0')}`, {
      subscriptionType: postpaid ? SubscriptionType.postpaid : SubscriptionType.prepaid,
      simType: n % 7 === 0 ? SimType.eSim : SimType.physical,
      offerName: postpaid ? 'Business Postpaid 30' : 'Business Prepaid 10',
      activeDate: `2023-${String((n % 12) + 1).padStart(2, '0')}-0${(n % 9) + 1} 08:00:00`,
      subsExtMap: {},
    });
  });
}

/** The seeded lines by user id (a fresh copy on each call). */
export function seedLines(): Record<string, SandboxLine[]> {
  return {
    'U-1001': [
      line(1001, 'S-1001', '771234567', { subscriptionType: SubscriptionType.prepaid, simType: SimType.physical, offerName: 'Smart Bundle 10 GB', usablePoint: 1250, subsExtMap: { preferredFlag: 'Y' } }),
      line(1001, 'S-1002', '772345678', { subscriptionType: SubscriptionType.postpaid, simType: SimType.physical, offerName: 'Postpaid Plus 30', usablePoint: 310 }),
      line(1001, 'S-1003', '783456789', { subscriptionType: SubscriptionType.prepaid, simType: SimType.eSim, offerName: 'Data Only eSIM 50 GB', activeDate: '2025-11-02 16:40:00', subsExtMap: {} }),
    ],
    'U-1002': [
      line(1002, 'S-1021', '782345678', { subscriptionType: SubscriptionType.postpaid, simType: SimType.physical, offerName: 'Postpaid Plus 30' }),
      line(1002, 'S-1022', '784567890', { subscriptionType: SubscriptionType.prepaid, simType: SimType.eSim, offerName: 'Smart Bundle 10 GB', subsExtMap: {} }),
    ],
    'U-1003': [],
    'U-2001': corporateLines(),
    'U-2002': [
      line(2002, 'S-2002-01', '786660001', { subscriptionType: SubscriptionType.postpaid, simType: SimType.physical, offerName: 'Business Postpaid 30' }),
      line(2002, 'S-2002-02', '786660002', { subscriptionType: SubscriptionType.prepaid, simType: SimType.physical, offerName: 'Business Prepaid 10' }),
    ],
  };
}
