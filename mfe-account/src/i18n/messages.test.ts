import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from 'shared-contracts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };

describe('the account translations', () => {
  it('have the same keys in every language', () => {
    const keys = Object.keys(nl).sort();
    for (const messages of [en, fr, de]) expect(Object.keys(messages).sort()).toEqual(keys);
  });

  it("quote the spec's English wording exactly for every validation message", () => {
    const validation = Object.entries(en).filter(([key]) => key.startsWith('validation.'));
    expect(validation.length).toBeGreaterThan(8);
    for (const [key, text] of validation) {
      expect(text).toBe(MESSAGES[key.slice('validation.'.length) as keyof typeof MESSAGES]);
    }
  });
});
