import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases and removes accents (spec §2)', () => {
    expect(slugify('Bed Linen')).toBe('bed-linen');
    expect(slugify('Linge de Maison Crème')).toBe('linge-de-maison-creme');
    expect(slugify('Bäder & Handtücher')).toBe('bader-handtucher');
    expect(slugify('Fußmatten')).toBe('fussmatten');
  });

  it('always yields a safe path segment: only a-z, 0-9 and single inner dashes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => expect(slugify(slugify(text))).toBe(slugify(text))),
    );
  });
});
