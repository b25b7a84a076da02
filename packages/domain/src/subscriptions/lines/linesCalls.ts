import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { BalanceResponse } from '../balanceModel';
import type { Subscription } from '../subscription';
import type {
  BalanceQuery,
  BoosterOfferListResult,
  OrderSetVasPayload,
  OrderSetVasResult,
  PointDetailResult,
  PointSystemValue,
  SubsDetailQuery,
  SubsListQuery,
  SubsListResult,
} from './model';
import { parseHomeProperties, type HomeProperties } from './properties';
import { pointPathOf } from './points';

/**
 * Paths of the home's calls. Spec 03 §7 names /subs/list, /subs/detail, /balance, /point/detail,
 * /point/summary and /user/preferred-subs/set; it names the booster offer list, the order set VAS and
 * the property configuration without their paths — those three are ours.
 */
export const LinesPath = {
  subsList: '/ecare/subs/list',
  subsDetail: '/ecare/subs/detail',
  balance: '/ecare/balance',
  pointDetail: '/ecare/point/detail',
  pointSummary: '/ecare/point/summary',
  setPreferred: '/ecare/user/preferred-subs/set',
  boosterOffers: '/ecare/booster/offer/list',
  orderSetVas: '/ecare/order/custOrder/setVas',
  properties: '/ecare/common/property/config',
} as const;

/** The calls of the home: lines, the subscriber card, the main line, balances, points and boosters (F3.2–F3.5). */
export function createLinesApi(http: HttpClient) {
  return {
    /** /ecare/subs/list {custNbr, custId} → data.subsList (an empty list when the server has none). */
    subsList: async (query: SubsListQuery): Promise<Subscription[]> => {
      const data = await http.call<SubsListResult | null>({ path: LinesPath.subsList, data: query });
      return Array.isArray(data?.subsList) ? data.subsList : [];
    },
    /**
     * /ecare/subs/detail {accNbr, prefix, subsId, custType, showError}: the corporate search looks up
     * any number and shows "not found" itself, so business answers are not toasted.
     */
    subsDetail: (query: SubsDetailQuery) =>
      http.envelope<Subscription | null>({ path: LinesPath.subsDetail, data: { showError: 'N', ...query }, reportBusinessErrors: false }),
    /** /ecare/balance {accNbr, acctId, acctNbr} → account, extra-currency and item balances. */
    balance: (query: BalanceQuery) => http.call<BalanceResponse>({ path: LinesPath.balance, data: query }),
    /** The point query of the configured point system (internal /point/detail, external /point/summary). */
    points: (pointSystem: PointSystemValue, query: BalanceQuery) => http.call<PointDetailResult | null>({ path: pointPathOf(pointSystem), data: query }),
    /**
     * /ecare/user/preferred-subs/set {subsId} or {accNbr} → code 200, else resultMsg. Resolves with any
     * business answer: the modal shows a failure itself (a toast, or the corporate field's error).
     */
    setPreferred: (target: { subsId: string } | { accNbr: string }) =>
      http.envelope<null>({ path: LinesPath.setPreferred, data: target, reportBusinessErrors: false }),
    /** The booster offers of a balance item {acctResCode} → data.boosterOfferList. */
    boosterOffers: async (query: { acctResCode: string; accNbr: string; subsId: string }) => {
      const data = await http.call<BoosterOfferListResult | null>({ path: LinesPath.boosterOffers, data: query });
      return Array.isArray(data?.boosterOfferList) ? data.boosterOfferList : [];
    },
    /** Order set VAS (booster purchase): any business answer resolves, for the result modal. */
    orderSetVas: (payload: OrderSetVasPayload) =>
      http.envelope<OrderSetVasResult | null>({ path: LinesPath.orderSetVas, data: payload, reportBusinessErrors: false }),
    /** The property configuration (GET), read over its defaults. */
    properties: async (): Promise<HomeProperties> => parseHomeProperties(await http.call<unknown>({ method: 'GET', path: LinesPath.properties })),
  };
}

export type LinesApi = ReturnType<typeof createLinesApi>;
