import {
  ATTACHMENT_TYPE_ID_COPY,
  BIOMETRIC_TYPE_FACE,
  calendarDayOf,
  formatBirthday,
  type PartyProfile,
  type ProfileScope,
} from '@gaia/domain';
import { demoAccounts, demoIndividual } from './seed';

/**
 * Party profiles by user id (spec 02 §3), with each customer's PIN (the delivery addresses are the
 * address book's, store/addressBook.ts). The
 * store creates the book with `new ProfileBook()` before its clock exists, so the seed is laid down
 * on first use with the time the caller passes (`now`, the store clock): the under-16 customer's
 * birthday is computed from it, so he stays under 16 whatever day the sandbox runs.
 */

/** The demo PIN of every seeded customer (the PIN check, /uc/sec/pin-check). */
export const DEMO_PIN = '2468';
/**
 * Every seeded customer's memorable word (spec 03 §4 "Memorable word", default pattern 4–12
 * letters): /uc/sec/pin-check takes it as well as the PIN, compared without regard to case.
 */
export const DEMO_MEMORABLE_WORD = 'Kariba';

/** How long a PIN check reference is valid. */
export const PIN_REFERENCE_TTL_MS = 5 * 60_000;

/** How many years old the seeded under-16 customer is (15, and 40 days past his birthday). */
const UNDER_AGE_YEARS = 15;
const UNDER_AGE_EXTRA_DAYS = 40;
const DAY_MS = 86_400_000;

/** The under-16 customer's birthday: 15 years and 40 days before `now` ('YYYYMMDD'). */
export function underAgeBirthday(now: number): string {
  const today = calendarDayOf(new Date(now - UNDER_AGE_EXTRA_DAYS * DAY_MS));
  return formatBirthday({
    ...today,
    year: today.year - UNDER_AGE_YEARS,
    day: Math.min(today.day, 28),
  });
}

/** A seeded profile's own fields: the ids, the address's id and the files' owner follow from its number. */
interface ProfileSeed extends Omit<
  PartyProfile,
  'partyId' | 'userId' | 'partyType' | 'defaultAddr' | 'attachments' | 'biometrics'
> {
  /** The default address: street and suburb. */
  address?: [detailAddr1: string, detailAddr2: string];
  /** The stem of the ID copy's file name, when one was uploaded. */
  idCopyOf?: string;
  /** Whether a selfie is held for face sign-in. */
  face?: boolean;
}

/** The seeded profile numbered `nbr`: party P-<nbr>, user U-<nbr>, address PA-<nbr>. */
function seededProfile(
  nbr: string,
  partyType: PartyProfile['partyType'],
  { address, idCopyOf, face, ...fields }: ProfileSeed,
): PartyProfile {
  const partyId = `P-${nbr}`;
  return {
    partyId,
    userId: `U-${nbr}`,
    partyType,
    ...fields,
    ...(address
      ? {
          defaultAddr: {
            partyAddrId: `PA-${nbr}`,
            detailAddr1: address[0],
            detailAddr2: address[1],
          },
        }
      : {}),
    ...(idCopyOf
      ? {
          attachments: [
            {
              attachmentType: ATTACHMENT_TYPE_ID_COPY,
              fileName: `${idCopyOf}-id.jpg`,
              filePath: `uploads/seed/${idCopyOf}-id.jpg`,
              fileSize: 182_400,
              partyId,
            },
          ],
        }
      : {}),
    ...(face
      ? {
          biometrics: [
            {
              biometricType: BIOMETRIC_TYPE_FACE,
              charcFilePath: 'uploads/face/selfie.jpg',
              partyId,
            },
          ],
        }
      : {}),
  };
}

/** The seeded profiles (see seed.ts for the customers they belong to). */
export function seedProfiles(now: number): PartyProfile[] {
  return [
    seededProfile('1001', 'INDIVIDUAL', {
      title: 'MS',
      firstName: 'TARIRO',
      lastName: 'MOYO',
      gender: 'female',
      birthday: '19900412',
      nationality: 'ZWE',
      maritalStatus: 'S',
      idType: 'ID',
      idNbr: demoAccounts.existingIdNbr,
      contactNbr: demoIndividual.account,
      email: demoIndividual.email,
      address: ['12 SAMORA MACHEL AVENUE', 'AVONDALE'],
      idCopyOf: 'tariro',
      face: true,
    }),
    // Partial: no ID copy, no address.
    seededProfile('1002', 'INDIVIDUAL', {
      firstName: 'FARAI',
      lastName: 'DUBE',
      gender: 'male',
      birthday: '19880305',
      nationality: 'ZWE',
      idType: 'ID',
      idNbr: '63-222222C22',
      contactNbr: demoAccounts.noFace.account,
      email: demoAccounts.noFace.email,
    }),
    // Partial: names and contacts only.
    seededProfile('1003', 'INDIVIDUAL', {
      firstName: 'NYASHA',
      lastName: 'NCUBE',
      contactNbr: demoAccounts.codeOnly.account,
      email: demoAccounts.codeOnly.email,
    }),
    // The upgrade candidate: BASIC and ID held, no address, no attachments, no account yet.
    seededProfile('1004', 'INDIVIDUAL', {
      firstName: 'RUDO',
      lastName: 'CHIKORE',
      gender: 'female',
      birthday: '19850720',
      nationality: 'ZWE',
      idType: 'ID',
      idNbr: demoAccounts.upgradeIdNbr,
    }),
    // Complete but under 16 (F2.13).
    seededProfile('1005', 'INDIVIDUAL', {
      firstName: 'TENDAI',
      lastName: 'MHLANGA',
      gender: 'male',
      birthday: underAgeBirthday(now),
      nationality: 'ZWE',
      idType: 'ID',
      idNbr: '63-555555E55',
      contactNbr: demoAccounts.underAge.account,
      email: demoAccounts.underAge.email,
      address: ['4 JASON MOYO STREET', 'BULAWAYO CBD'],
      idCopyOf: 'tendai',
    }),
    // Complete, signed up by e-mail alone: no mobile yet, so she is asked for one (spec 02 §5, ADR 0027).
    seededProfile('1006', 'INDIVIDUAL', {
      firstName: 'CHIPO',
      lastName: 'BANDA',
      gender: 'female',
      birthday: '19920614',
      nationality: 'ZWE',
      idType: 'ID',
      idNbr: '63-444444D44',
      contactNbr: '0712345678',
      email: demoAccounts.emailOnly.email,
      address: ['3 LOMAGUNDI ROAD', 'AVONDALE'],
      idCopyOf: 'chipo',
    }),
    seededProfile('2001', 'CORPORATE', {
      partyName: 'ACME LOGISTICS (PVT) LTD',
      idType: 'BRN',
      idNbr: '1234/2015',
      contactNbr: '0775550001',
      email: 'it@acme.example.com',
      address: ['45 COVENTRY ROAD', 'WORKINGTON'],
      idCopyOf: 'acme',
      face: true,
      bank: {
        bankName: 'CBZ BANK',
        bankAccountNbr: '01234567890',
        bankAccountName: 'ACME LOGISTICS (PVT) LTD',
      },
    }),
    // Partial company: name and e-mail only (the corporate completion, /complete-c).
    seededProfile('2002', 'CORPORATE', {
      partyName: 'BETA FARMS COOPERATIVE',
      email: 'office@betafarms.example.com',
    }),
  ];
}

/** The fields each scope carries (spec 02 §7 acquire scopes); partyId, userId and partyType always. */
const SCOPE_FIELDS: Record<ProfileScope, readonly (keyof PartyProfile)[]> = {
  BASIC: [
    'partyName',
    'title',
    'firstName',
    'lastName',
    'gender',
    'birthday',
    'nationality',
    'maritalStatus',
    'grade',
  ],
  ID: ['idType', 'idNbr', 'idExpDate'],
  CONTACT: ['contactNbr', 'alterContactNbr', 'email'],
  DEFAULT_ADDRESS: ['defaultAddr'],
  ATTACHMENTS: ['attachments'],
  BIOMETRICS: ['biometrics'],
  BANK: ['bank'],
  // The sandbox holds no trade references, directors or representative on the profile itself.
  TRADE_REFERENCES: [],
  DIRECTORS: [],
  REPRESENTATIVE: [],
};

/** A copy of the profile with only the asked scopes. */
export function scopedProfile(
  profile: PartyProfile,
  scopes: readonly ProfileScope[],
): PartyProfile {
  const result: PartyProfile = { partyId: profile.partyId, partyType: profile.partyType };
  if (profile.userId) result.userId = profile.userId;
  for (const scope of scopes) {
    for (const field of SCOPE_FIELDS[scope]) {
      if (profile[field] !== undefined)
        Object.assign(result, { [field]: structuredClone(profile[field]) });
    }
  }
  return result;
}

/** Party profiles by user id, with PINs. */
export class ProfileBook {
  private readonly profiles = new Map<string, PartyProfile>();
  private readonly pins = new Map<string, string>();
  /** PIN check references: id → the user and when it stops being valid. */
  private readonly pinReferences = new Map<string, { userId: string; expiresAt: number }>();
  private seeded = false;
  private referenceCounter = 0;
  private partyCounter = 9000;

  /** Lays the seed down once, with the birthdays of `now`. */
  private ensureSeeded(now: number): void {
    if (this.seeded) return;
    this.seeded = true;
    for (const profile of seedProfiles(now)) {
      this.profiles.set(profile.userId!, profile);
      this.pins.set(profile.userId!, DEMO_PIN);
    }
  }

  /** The profile of a user (a copy), or undefined. `now` is the store clock (for the first seeding). */
  get(userId: string, now: number = Date.now()): PartyProfile | undefined {
    this.ensureSeeded(now);
    const profile = this.profiles.get(userId);
    return profile ? structuredClone(profile) : undefined;
  }

  /** Adds or replaces a whole profile (the upgrade and registrations); it needs a userId. */
  put(profile: PartyProfile, now: number = Date.now()): PartyProfile {
    this.ensureSeeded(now);
    if (!profile.userId) throw new Error('A profile needs a userId to be kept');
    const copy = structuredClone(profile);
    this.profiles.set(profile.userId, copy);
    return structuredClone(copy);
  }

  /** The profile holding an ID number (any case, spaces ignored). */
  findByIdNbr(idNbr: string, now: number = Date.now()): PartyProfile | undefined {
    this.ensureSeeded(now);
    const wanted = idNbr.replace(/\s+/g, '').toUpperCase();
    for (const profile of this.profiles.values()) {
      if (profile.idNbr?.toUpperCase() === wanted) return structuredClone(profile);
    }
    return undefined;
  }

  /** A new empty profile for a user the book does not hold yet (a customer registered elsewhere). */
  createEmpty(
    userId: string,
    partyType: PartyProfile['partyType'],
    now: number = Date.now(),
  ): PartyProfile {
    this.partyCounter += 1;
    return this.put({ partyId: `P-${this.partyCounter}`, userId, partyType }, now);
  }

  /** Whether the PIN, or the memorable word, is the user's. */
  pinMatches(userId: string, pin: string, now: number = Date.now()): boolean {
    this.ensureSeeded(now);
    return (
      (this.pins.get(userId) ?? DEMO_PIN) === pin ||
      pin.toLowerCase() === DEMO_MEMORABLE_WORD.toLowerCase()
    );
  }

  /** A PIN check reference for the user, valid 5 minutes and once. */
  issuePinReference(userId: string, now: number): string {
    this.referenceCounter += 1;
    const id = `PIN-${this.referenceCounter}-${Math.random().toString(36).slice(2, 10)}`;
    // Only the newest references matter: a long-running sandbox keeps at most 100.
    if (this.pinReferences.size >= 100)
      this.pinReferences.delete(this.pinReferences.keys().next().value!);
    this.pinReferences.set(id, { userId, expiresAt: now + PIN_REFERENCE_TTL_MS });
    return id;
  }

  /** Uses a PIN check reference up: true when it was the user's and still valid. */
  consumePinReference(id: string, userId: string, now: number): boolean {
    const reference = this.pinReferences.get(id);
    if (!reference) return false;
    this.pinReferences.delete(id);
    return reference.userId === userId && now <= reference.expiresAt;
  }

  /** Back to the seeded state (laid down again at next use). */
  reset(): void {
    this.profiles.clear();
    this.pins.clear();
    this.pinReferences.clear();
    this.seeded = false;
    this.partyCounter = 9000;
  }
}
