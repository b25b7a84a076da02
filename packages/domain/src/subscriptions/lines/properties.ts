import { subscriberCardScene } from '../subscriberCard';
import type { SubscriberCardScene } from '../subscription';
import { PointSystem, type PointSystemValue } from './model';

/**
 * The property configuration the home reads (spec 03 §3 "Property configuration": subInfoCardType,
 * pointSystem, serviceNbrBreakRule, showSuccessPageViewOrder, myOrderWebUrl, relType). The documents
 * do not name the call that serves it; ours is LinesPath.properties, answering these fields as text.
 */
export interface HomeProperties {
  /** Scene of the subscriber info card. */
  subInfoCardType: SubscriberCardScene;
  /** Where points come from: internal (/point/detail) or external (/point/summary). */
  pointSystem: PointSystemValue;
  /** How numbers are broken for display ("3,3,4", "xxx-xxx-xxxx"); '' shows them masked. */
  serviceNbrBreakRule: string;
  /** Whether the booster result offers View order. */
  showSuccessPageViewOrder: boolean;
  /** Where View order goes. */
  myOrderWebUrl: string;
  /** The card type; readOnly forbids switching numbers unless isCanChange is Y (spec 03 §6). */
  relType: string;
  /** The page's isCanChange flag (Y, N or empty; spec 03 §6). */
  isCanChange: string;
}

export const defaultHomeProperties: HomeProperties = Object.freeze({
  subInfoCardType: 'default',
  pointSystem: PointSystem.internal,
  serviceNbrBreakRule: '',
  showSuccessPageViewOrder: true,
  myOrderWebUrl: '/myOrders',
  relType: '',
  isCanChange: '',
});

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** Y / true / 1 are yes; N / false / 0 are no; anything else keeps the default. */
function flag(value: unknown, fallback: boolean): boolean {
  const read = text(value)?.toUpperCase();
  if (read === 'Y' || read === 'TRUE' || read === '1') return true;
  if (read === 'N' || read === 'FALSE' || read === '0') return false;
  return fallback;
}

/** Only a path inside the portal or an https address: a configured URL never runs script. */
function safeUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https:\/\//i.test(value) ? value : fallback;
}

/** Reads the property configuration over the defaults; unknown or ill-typed values keep the default. */
export function parseHomeProperties(source: unknown): HomeProperties {
  const record = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const pointSystem = text(record.pointSystem)?.toLowerCase();
  return {
    subInfoCardType: subscriberCardScene(text(record.subInfoCardType)),
    pointSystem: pointSystem === PointSystem.external ? PointSystem.external : PointSystem.internal,
    serviceNbrBreakRule: text(record.serviceNbrBreakRule) ?? defaultHomeProperties.serviceNbrBreakRule,
    showSuccessPageViewOrder: flag(record.showSuccessPageViewOrder, defaultHomeProperties.showSuccessPageViewOrder),
    myOrderWebUrl: safeUrl(text(record.myOrderWebUrl), defaultHomeProperties.myOrderWebUrl),
    relType: text(record.relType) ?? defaultHomeProperties.relType,
    isCanChange: text(record.isCanChange)?.toUpperCase() ?? defaultHomeProperties.isCanChange,
  };
}
