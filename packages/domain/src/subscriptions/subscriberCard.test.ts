import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_CARD_SCENES } from './subscription';
import { canChangeSubscriber, isMainLine, mainPlanOf, subscriberBalanceKind, subscriberCardScene, subscriberCardSections } from './subscriberCard';

describe('subscriber info card (F3.2)', () => {
  it('chooses the scene from subInfoCardType, default otherwise', () => {
    expect(SUBSCRIBER_CARD_SCENES).toEqual(['default', 'mainPlan', 'point']);
  });

  const scenes: [cardType: string | undefined, scene: string][] = [
    ['mainPlan', 'mainPlan'], ['MAINPLAN', 'mainPlan'], ['point', 'point'],
    ['default', 'default'], ['fancy', 'default'], [undefined, 'default'],
  ];

  it.each(scenes)('chooses the scene from subInfoCardType, default otherwise: %j → %s', (cardType, scene) => {
    expect(subscriberCardScene(cardType)).toBe(scene);
  });

  it('lists what each scene shows', () => {
    expect(subscriberCardSections('mainPlan')).toEqual(['number', 'accountNumber', 'activationTime', 'balances', 'mainPlan']);
    expect(subscriberCardSections('point')).toContain('points');
    expect(subscriberCardSections('default')).toContain('balance');
  });

  it('shows the credit limit when paidFlag is "1", else the balance', () => {
    expect(subscriberBalanceKind({ paidFlag: '1' })).toBe('creditLimit');
    expect(subscriberBalanceKind({ paidFlag: '0' })).toBe('balance');
    expect(subscriberBalanceKind({})).toBe('balance');
  });

  it('marks the main line by preferredFlag Y', () => {
    expect(isMainLine({ subsExtMap: { preferredFlag: 'Y' } })).toBe(true);
    expect(isMainLine({ subsExtMap: { preferredFlag: 'N' } })).toBe(false);
    expect(isMainLine({})).toBe(false);
  });

  it('finds the main plan with its effective time', () => {
    expect(
      mainPlanOf({
        offerName: 'Smart 30',
        offerInsList: [
          { offerType: '2', effDate: '2024-02-01' },
          { offerType: '1', effDate: '2024-01-01' },
        ],
      }),
    ).toEqual({ name: 'Smart 30', effDate: '2024-01-01' });
    expect(mainPlanOf({ offerInsList: [{ offerType: '3', offerName: 'Basic', effDate: '2024-03-01' }] })).toEqual({ name: 'Basic', effDate: '2024-03-01' });
    expect(mainPlanOf({ offerName: 'Solo' })).toEqual({ name: 'Solo' });
    expect(mainPlanOf({})).toBeUndefined();
  });

  it('allows switching numbers by isCanChange, else unless read-only', () => {
    expect(canChangeSubscriber('Y', 'readOnly')).toBe(true);
    expect(canChangeSubscriber('N', 'default')).toBe(false);
    expect(canChangeSubscriber(undefined, 'default')).toBe(true);
    expect(canChangeSubscriber('', 'readOnly')).toBe(false);
    expect(canChangeSubscriber(null)).toBe(true);
  });
});
