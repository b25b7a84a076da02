import type { PartyType } from './session';
import { StorageKey, type KeyValueStorage } from '../kernel/storage/keys';
import { parseJsonObject } from '../kernel/format/jsonObject';

/**
 * What the sign-in page remembers in (app-prefixed) local storage (spec 01 §3, F0.5, F1.12).
 * Only the listed fields are ever written: a password can never end up in storage (F0.8).
 */
export interface RememberedLogin {
  loginAcct: string;
  extParam?: { representativeIdNbr: string };
}

/** Face-login memory per party type (spec 01 §3): corporate also holds the representative ID. */
export interface FaceLoginMemory {
  account: string;
  representativeIdNbr?: string;
  faceNotCapture: boolean;
}

function readJson(storage: KeyValueStorage, key: string): Record<string, unknown> | undefined {
  const text = storage.getItem(key);
  return text ? parseJsonObject(text) : undefined;
}

export function readRememberedLogin(storage: KeyValueStorage): RememberedLogin | undefined {
  const json = readJson(storage, StorageKey.rememberedLogin);
  if (!json || typeof json.loginAcct !== 'string' || json.loginAcct === '') return undefined;
  const ext = json.extParam as Record<string, unknown> | undefined;
  const representativeIdNbr =
    ext && typeof ext.representativeIdNbr === 'string' ? ext.representativeIdNbr : undefined;
  return representativeIdNbr
    ? { loginAcct: json.loginAcct, extParam: { representativeIdNbr } }
    : { loginAcct: json.loginAcct };
}

export function writeRememberedLogin(storage: KeyValueStorage, value: RememberedLogin): void {
  const safe: RememberedLogin = { loginAcct: value.loginAcct };
  if (value.extParam?.representativeIdNbr)
    safe.extParam = { representativeIdNbr: value.extParam.representativeIdNbr };
  storage.setItem(StorageKey.rememberedLogin, JSON.stringify(safe));
}

export function clearRememberedLogin(storage: KeyValueStorage): void {
  storage.removeItem(StorageKey.rememberedLogin);
}

export function faceLoginMemoryKey(partyType: PartyType): string {
  return partyType === 'CORPORATE' ? StorageKey.faceLoginCorporate : StorageKey.faceLoginIndividual;
}

export function readFaceLoginMemory(
  storage: KeyValueStorage,
  partyType: PartyType,
): FaceLoginMemory | undefined {
  const json = readJson(storage, faceLoginMemoryKey(partyType));
  if (!json || typeof json.account !== 'string') return undefined;
  const memory: FaceLoginMemory = {
    account: json.account,
    faceNotCapture: json.faceNotCapture === true,
  };
  if (partyType === 'CORPORATE' && typeof json.representativeIdNbr === 'string')
    memory.representativeIdNbr = json.representativeIdNbr;
  return memory;
}

export function writeFaceLoginMemory(
  storage: KeyValueStorage,
  partyType: PartyType,
  memory: FaceLoginMemory,
): void {
  const safe: FaceLoginMemory = { account: memory.account, faceNotCapture: memory.faceNotCapture };
  if (partyType === 'CORPORATE' && memory.representativeIdNbr)
    safe.representativeIdNbr = memory.representativeIdNbr;
  storage.setItem(faceLoginMemoryKey(partyType), JSON.stringify(safe));
}
