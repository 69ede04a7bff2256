import { describe, expect, it } from '@jest/globals';
import { createIntl } from 'react-intl';
import { MESSAGES, type MessageId } from 'shared-contracts';
import de from '../../i18n/messages/de.json' with { type: 'json' };
import en from '../../i18n/messages/en.json' with { type: 'json' };
import fr from '../../i18n/messages/fr.json' with { type: 'json' };
import nl from '../../i18n/messages/nl.json' with { type: 'json' };
import { toastText } from './toast-text';

const ids = Object.keys(MESSAGES) as MessageId[];

describe('toast texts', () => {
  it('shows every message of shared-contracts in English with the spec’s exact wording', () => {
    const intl = createIntl({ locale: 'en-US', messages: en });
    for (const id of ids) expect(toastText(intl, id)).toBe(MESSAGES[id]);
  });

  it.each([
    ['nl-NL', nl],
    ['fr-CA', fr],
    ['de-DE', de],
  ])('has every message in %s', (locale, messages) => {
    const intl = createIntl({ locale, messages, onError: () => undefined });
    for (const id of ids) {
      expect(messages).toHaveProperty([`message.${id}`]);
      expect(toastText(intl, id)).not.toBe(`message.${id}`);
    }
    expect(toastText(createIntl({ locale: 'nl-NL', messages: nl }), 'logoutSuccess')).toBe(
      'Succesvol uitgelogd',
    );
  });

  it('shows a text the sender already translated as given', () => {
    const intl = createIntl({ locale: 'nl-NL', messages: nl });
    expect(toastText(intl, 'Bestelling RD-100001 is geplaatst')).toBe('Bestelling RD-100001 is geplaatst');
  });

  it('keeps the four message files on the same keys', () => {
    for (const messages of [en, fr, de]) expect(Object.keys(messages).sort()).toEqual(Object.keys(nl).sort());
  });
});
