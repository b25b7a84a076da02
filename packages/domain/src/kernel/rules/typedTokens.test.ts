import { describe, expect, it } from 'vitest';
import { identifierUpTo, spacelessUpTo } from './typedTokens';

describe('typed token normalisers', () => {
  it('spacelessUpTo drops every space and cuts to the maximum, keeping the case', () => {
    const normalise = spacelessUpTo(6);
    expect(normalise(' ab\u00a0c d ')).toBe('abcd');
    expect(normalise('a b c d e f g h')).toBe('abcdef');
  });

  it('identifierUpTo also upper-cases, after the spaces go, so the maximum counts kept characters', () => {
    const normalise = identifierUpTo(5);
    expect(normalise(' 63-1 a78 ')).toBe('63-1A');
    expect(normalise(normalise(' 63-1 a78 '))).toBe('63-1A');
  });
});
