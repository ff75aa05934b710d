import { describe, expect, it } from 'vitest';
import { printable, withoutControls } from '~/shared/text/controlCharacters.ts';

describe('withoutControls', () => {
  it('removes C0 and C1 controls, DEL and bidi embeddings, overrides and isolates', () => {
    expect(withoutControls('a\u0000b\u0007c\u001bd\u007fe\u009bf\u202ag\u202eh')).toBe('abcdefgh');
  });
  it('turns line breaks and tabs into a single space', () => {
    expect(withoutControls('one\r\ntwo\tthree\u2028four\u0085five')).toBe('one two three four five');
  });
  it('keeps what Persian text needs: the zero-width non-joiner and joiner, and the direction marks', () => {
    expect(withoutControls('می\u200cخواهم\u200d\u200e\u200f')).toBe('می\u200cخواهم\u200d\u200e\u200f');
    expect(withoutControls('Ali\u202egnp.exe\u2066x\u2069')).toBe('Alignp.exex');
  });
});

describe('printable', () => {
  it('shows control and bidi-override characters as escapes a terminal does not act on', () => {
    expect(printable('Old\u001b[2J\nnew\u202e')).toBe('Old\\u001b[2J\\u000anew\\u202e');
    expect(printable('گالری\u200cیاس')).toBe('گالری\u200cیاس');
  });
});
