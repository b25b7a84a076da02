import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PartyType } from './session';
import {
  faceLoginReducer,
  faceModalContent,
  faceNotCaptured,
  initFaceLogin,
  type FaceLoginEvent,
  type FaceLoginState,
} from './faceLogin';

const MATCH: FaceLoginEvent = {
  type: 'captured',
  result: { code: '200', data: { match: true, referenceId: 'FR-1' } },
};
const NO_MATCH: FaceLoginEvent = {
  type: 'captured',
  result: { code: '200', data: { match: false, reasonCode: '9001' } },
};
const NOT_CAPTURED: FaceLoginEvent = {
  type: 'captured',
  result: { code: '200', data: { match: false, reasonCode: '9000' } },
};

function run(state: FaceLoginState, ...events: FaceLoginEvent[]): FaceLoginState {
  return events.reduce(faceLoginReducer, state);
}

/** Press the face button, pass the user check, reach the camera. */
const toCamera: FaceLoginEvent[] = [
  { type: 'facePressed' },
  { type: 'userChecked', exists: true, faceAvailable: true },
];

function individual(overrides: Partial<Parameters<typeof initFaceLogin>[0]> = {}) {
  return initFaceLogin({ partyType: 'INDIVIDUAL', account: '0771234567', ...overrides });
}

describe('face login (spec 01 §4, F1.5)', () => {
  it('happy path: check, capture, match → submit with the reference, counter reset, faceNotCapture false', () => {
    let state = run(individual(), { type: 'facePressed' });
    expect(state.phase).toBe('checkingUser');
    state = run(state, { type: 'userChecked', exists: true, faceAvailable: true });
    expect(state.phase).toBe('capturing');
    state = run(state, MATCH);
    expect(state).toMatchObject({
      phase: 'submitting',
      referenceId: 'FR-1',
      failures: 0,
      memory: { account: '0771234567', faceNotCapture: false },
    });
    state = run(state, { type: 'loginSucceeded' });
    expect(state.phase).toBe('done');
  });

  it('a match after failures resets the failure counter (step 5)', () => {
    let state = run(individual(), ...toCamera, NO_MATCH, { type: 'modalClosed' }, ...toCamera, NO_MATCH, { type: 'modalClosed' });
    expect(state.failures).toBe(2);
    state = run(state, ...toCamera, MATCH);
    expect(state).toMatchObject({ phase: 'submitting', failures: 0, memory: { faceNotCapture: false } });
  });

  const userChecks: [name: string, check: { exists: boolean; faceAvailable: boolean }, outcome: Partial<FaceLoginState>][] = [
    [
      'an unknown account shows gaia_user_tip_account_not_exist on the account field',
      { exists: false, faceAvailable: false },
      { phase: 'idle', accountError: 'gaia_user_tip_account_not_exist', modal: undefined },
    ],
    ['an existing user without a face shows the failure modal', { exists: true, faceAvailable: false }, { phase: 'idle', modal: 'oops' }],
  ];

  it.each(userChecks)('%s', (_name, check, outcome) => {
    const state = run(individual(), { type: 'facePressed' }, { type: 'userChecked', ...check });
    expect(state).toMatchObject(outcome);
  });

  it('reason 9000 stores faceNotCapture; the next press shows the modal at once', () => {
    let state = run(individual(), ...toCamera, NOT_CAPTURED);
    expect(state).toMatchObject({
      phase: 'idle',
      modal: 'notCaptured',
      failures: 0,
      memory: { faceNotCapture: true },
    });
    state = run(state, { type: 'modalClosed' }, { type: 'facePressed' });
    expect(state).toMatchObject({ phase: 'idle', modal: 'notCaptured' });
    // "Try again" goes to the check; a match then clears the flag.
    state = run(
      state,
      { type: 'retry' },
      { type: 'userChecked', exists: true, faceAvailable: true },
      MATCH,
    );
    expect(state.memory?.faceNotCapture).toBe(false);
  });

  it('a remembered faceNotCapture applies only to the same account', () => {
    const memory = { account: '0771234567', faceNotCapture: true };
    expect(faceNotCaptured(individual({ memory }))).toBe(true);
    expect(run(individual({ memory }), { type: 'facePressed' }).modal).toBe('notCaptured');
    expect(run(individual({ memory, account: '0782345678' }), { type: 'facePressed' }).phase).toBe(
      'checkingUser',
    );
    const corporate = initFaceLogin({
      partyType: 'CORPORATE',
      account: 'ACME001',
      representativeIdNbr: 'RP2',
      memory: { ...memory, account: 'ACME001', representativeIdNbr: 'RP1' },
    });
    expect(faceNotCaptured(corporate)).toBe(false);
  });

  it('individuals: failures count up and the max-limit modal shows at the threshold (default 3)', () => {
    let state = individual();
    const modals: (string | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      state = run(state, ...toCamera, NO_MATCH);
      modals.push(state.modal);
      state = run(state, { type: 'modalClosed' });
    }
    expect(modals).toEqual(['oops', 'oops', 'maxLimit', 'maxLimit']);
    expect(state.failures).toBe(4);
    expect(faceModalContent('maxLimit', 'INDIVIDUAL').actions).toEqual(['cancel', 'ok']);
  });

  it('the threshold comes from configuration', () => {
    const state = run(individual({ threshold: 1 }), ...toCamera, NO_MATCH);
    expect(state.modal).toBe('maxLimit');
    expect(initFaceLogin({ partyType: 'INDIVIDUAL', threshold: 0 }).threshold).toBe(3);
  });

  it('corporate never switches to max-limit and has its own subtitle', () => {
    let state = initFaceLogin({
      partyType: 'CORPORATE',
      account: 'ACME001',
      representativeIdNbr: 'RP12345',
    });
    for (let i = 0; i < 5; i += 1)
      state = run(state, ...toCamera, NO_MATCH, { type: 'modalClosed' });
    state = run(state, ...toCamera, NO_MATCH);
    expect(state).toMatchObject({ failures: 6, modal: 'oops' });
    expect(faceModalContent('oops', 'CORPORATE').textKey).toBe(
      'gaia_face_modal_oops_text_corporate',
    );
    expect(faceModalContent('oops', 'INDIVIDUAL').textKey).toBe('gaia_face_modal_oops_text');
    expect(faceModalContent('notCaptured', 'CORPORATE').textKey).toBe(
      'gaia_face_modal_not_captured_text_corporate',
    );
  });

  it('corporate memory holds the representative ID', () => {
    const state = run(
      initFaceLogin({ partyType: 'CORPORATE', account: 'ACME001', representativeIdNbr: 'RP12345' }),
      ...toCamera,
      NOT_CAPTURED,
    );
    expect(state.memory).toEqual({
      account: 'ACME001',
      representativeIdNbr: 'RP12345',
      faceNotCapture: true,
    });
  });

  it('changing the account (or representative ID) resets the counter', () => {
    let state = run(
      individual(),
      ...toCamera,
      NO_MATCH,
      { type: 'modalClosed' },
      ...toCamera,
      NO_MATCH,
      { type: 'modalClosed' },
    );
    expect(state.failures).toBe(2);
    state = run(state, { type: 'accountChanged', account: '0771234567' });
    expect(state.failures).toBe(2);
    state = run(state, { type: 'accountChanged', account: '0782345678' });
    expect(state.failures).toBe(0);
    let corporate = run(
      initFaceLogin({ partyType: 'CORPORATE', account: 'A', representativeIdNbr: 'R' }),
      ...toCamera,
      NO_MATCH,
    );
    corporate = run(corporate, { type: 'accountChanged', account: 'A', representativeIdNbr: 'R2' });
    expect(corporate.failures).toBe(0);
  });

  it('a code other than "200" never submits, even with match true', () => {
    const state = run(individual(), ...toCamera, {
      type: 'captured',
      result: { code: '500', data: { match: true, referenceId: 'x' } },
    });
    expect(state).toMatchObject({ phase: 'idle', failures: 1, modal: 'oops' });
  });

  it('a failed face login shows the toast; an unknown account marks the field', () => {
    let state = run(individual(), ...toCamera, MATCH, { type: 'loginFailed' });
    expect(state).toMatchObject({
      phase: 'idle',
      toast: 'gaia_face_recognition_failed',
      referenceId: undefined,
    });
    state = run(state, { type: 'toastShown' }, ...toCamera, MATCH, {
      type: 'loginFailed',
      resultCode: '40904102',
    });
    expect(state.accountError).toBe('gaia_user_tip_account_not_exist');
  });

  it('cancelling the camera or a failed check returns to idle', () => {
    expect(run(individual(), ...toCamera, { type: 'captureCancelled' }).phase).toBe('idle');
    expect(run(individual(), { type: 'facePressed' }, { type: 'userCheckFailed' }).phase).toBe(
      'idle',
    );
  });

  it('ignores events out of turn (property)', () => {
    const events: FaceLoginEvent[] = [
      { type: 'facePressed' },
      { type: 'userChecked', exists: true, faceAvailable: true },
      { type: 'userChecked', exists: false, faceAvailable: false },
      { type: 'userCheckFailed' },
      MATCH,
      NO_MATCH,
      NOT_CAPTURED,
      { type: 'captureCancelled' },
      { type: 'loginSucceeded' },
      { type: 'loginFailed' },
      { type: 'modalClosed' },
      { type: 'retry' },
      { type: 'accountChanged', account: 'other' },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom<PartyType>('INDIVIDUAL', 'CORPORATE'),
        fc.array(fc.constantFrom(...events), { maxLength: 40 }),
        (partyType, sequence) => {
          let state = initFaceLogin({ partyType, account: 'a', representativeIdNbr: 'r' });
          for (const event of sequence) {
            const before = state;
            state = faceLoginReducer(state, event);
            // Only a match leads to submitting, and only from capturing.
            if (state.phase === 'submitting' && before.phase !== 'submitting') {
              expect(before.phase).toBe('capturing');
              expect(state.referenceId).toBe('FR-1');
            }
            expect(state.failures).toBeGreaterThanOrEqual(0);
            if (state.modal === 'maxLimit') expect(partyType).toBe('INDIVIDUAL');
          }
        },
      ),
    );
  });
});
