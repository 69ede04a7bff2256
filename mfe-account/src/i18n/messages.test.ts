import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from 'shared-contracts';
import en from './messages/en.json' with { type: 'json' };

describe('the account translations', () => {
  it("quote the spec's English wording exactly for every validation message", () => {
    const validation = Object.entries(en).filter(([key]) => key.startsWith('validation.'));
    expect(validation.length).toBeGreaterThan(8);
    for (const [key, text] of validation) {
      expect(text).toBe(MESSAGES[key.slice('validation.'.length) as keyof typeof MESSAGES]);
    }
  });
});
