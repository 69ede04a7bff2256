import { describe, expect, it } from '@jest/globals';
import { isSearchAcceptable, searchWords } from './search';

describe('a search text', () => {
  it('is split on whitespace into at most eight words, as the listing matches them', () => {
    expect(searchWords('  wit\tkatoen\n 140x200 ')).toEqual(['wit', 'katoen', '140x200']);
    expect(searchWords('a b c d e f g h lang')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('is acceptable empty or with one word of three characters or more, whatever the others', () => {
    for (const text of ['', '   ', 'wit', 'l/xl 42', 'xl katoen', '140x200'])
      expect(isSearchAcceptable(text)).toBe(true);
    for (const text of ['x', 'xl', '45', 'xl 42', ' a b ', 'é🙂'])
      expect(isSearchAcceptable(text)).toBe(false);
  });

  it('counts characters, not UTF-16 units, and only the words the listing matches', () => {
    expect(isSearchAcceptable('🙂🙂🙂')).toBe(true);
    expect(isSearchAcceptable('a b c d e f g h katoen')).toBe(false);
  });
});
