import type { AccNbrListItem } from '@gaia/domain';

const states = ['A', 'A', 'L', 'A', 'A', 'R', 'A', 'C', 'A', 'T', 'A', 'B'] as const;

/** A page of 12 numbers in mixed states for the stories (only A can be picked). */
export const sampleNumbers: AccNbrListItem[] = states.map((accNbrState, index) => ({
  accNbr: `07712340${String(index + 10).padStart(2, '0')}`,
  accNbrId: `n${index + 1}`,
  accNbrState,
}));
