import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from 'shared-contracts';
import headerDe from './header/de.json' with { type: 'json' };
import headerEn from './header/en.json' with { type: 'json' };
import headerFr from './header/fr.json' with { type: 'json' };
import headerNl from './header/nl.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };

const keysOf = (messages: object) => Object.keys(messages).sort();

describe('the account translations', () => {
  it('have the same keys in every language, in the header file and in the pages file', () => {
    for (const messages of [headerEn, headerFr, headerDe]) expect(keysOf(messages)).toEqual(keysOf(headerNl));
    for (const messages of [en, fr, de]) expect(keysOf(messages)).toEqual(keysOf(nl));
  });

  it('hold each message once: in the header file or in the pages file, never both', () => {
    expect(Object.keys(headerNl).filter((key) => key in nl)).toEqual([]);
  });

  it("quote the spec's English wording exactly for every validation message", () => {
    const validation = Object.entries(en).filter(([key]) => key.startsWith('validation.'));
    expect(validation.length).toBeGreaterThan(8);
    for (const [key, text] of validation) {
      expect(text).toBe(MESSAGES[key.slice('validation.'.length) as keyof typeof MESSAGES]);
    }
  });
});
