import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { templatesFor } from '../../backend/src/email/templates.ts';
import { REGISTER, TERMS, TYPOGRAPHY } from '../../shared-contracts/src/i18n/glossary.ts';

// One voice per language across the whole shop (docs/translations.md): a shopper meets the shell's,
// each remote's and the e-mails' texts on one screen or one after another, so a key, an English
// phrase or a glossary term must read the same wherever it appears, in the address the language
// uses. Everything that speaks is read: every package's message files (found, not listed, so a
// new folder is checked too), the information pages and the e-mails.

const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['shared-contracts', 'shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'backend'];
const LANGUAGES = ['nl', 'en', 'fr', 'de'];
const LANGUAGE_OF_LOCALE = { nl_NL: 'nl', en_US: 'en', fr_CA: 'fr', de_DE: 'de' };
const SKIPPED = new Set(['node_modules', 'dist']);

/** Every folder under a package's src that holds a text file per language (nl.json, en.json…). */
function translationFolders(dir) {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === 'nl.json') ? [dir] : [];
  return here.concat(
    entries
      .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
      .flatMap((entry) => translationFolders(path.join(dir, entry.name))),
  );
}

/** Nested page content as key → text; a message file is flat already. */
function flatten(value, prefix = '', into = {}) {
  if (typeof value === 'string') into[prefix] = value;
  else
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/**
 * The shop's texts as { source, key, language, text }. A message file's keys are message ids,
 * shared by the whole shop (src/i18n folders: a remote's header and pages are merged into one set);
 * a page's keys are its own, so they are made unique with the page's folder.
 */
function shopTexts() {
  const texts = [];
  for (const pkg of PACKAGES) {
    for (const folder of translationFolders(path.join(root, pkg, 'src'))) {
      const source = path.relative(root, folder);
      const isMessageFile = source.split(path.sep).includes('i18n');
      for (const language of LANGUAGES) {
        const file = path.join(folder, `${language}.json`);
        const strings = flatten(JSON.parse(readFileSync(file, 'utf8')));
        for (const [key, text] of Object.entries(strings)) {
          texts.push({ source, key: isMessageFile ? key : `${source}#${key}`, language, text });
        }
      }
    }
  }
  // The e-mails, with each argument shown as its position ({0}, {1}…).
  for (const [locale, language] of Object.entries(LANGUAGE_OF_LOCALE)) {
    for (const [name, template] of Object.entries(templatesFor(locale))) {
      const email = template(...Array.from({ length: template.length }, (_, i) => `{${i}}`));
      for (const part of ['subject', 'text']) {
        texts.push({
          source: 'backend/src/email/templates.ts',
          key: `email.${name}.${part}`,
          language,
          text: email[part],
        });
      }
    }
  }
  return texts;
}

const where = (entry) => `${entry.source} (${entry.key})`;

/** Texts that share a grouping value but read differently, one line per such group. */
function disagreements(texts, groupOf, describe) {
  const groups = new Map();
  for (const entry of texts) {
    const group = groupOf(entry);
    if (group === undefined) continue;
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const found = [];
  for (const [group, entries] of groups) {
    const versions = new Map();
    for (const entry of entries)
      versions.set(entry.text, [...(versions.get(entry.text) ?? []), where(entry)]);
    if (versions.size < 2) continue;
    const listed = [...versions].map(([text, places]) => `"${text}" in ${places.join(', ')}`);
    found.push(`${describe(group, entries[0])}: ${listed.join(' / ')}`);
  }
  return found;
}

/** (a) One key, one text per language, in every package that has it. */
function keysTranslatedTwoWays(texts) {
  return disagreements(
    texts,
    (entry) => `${entry.language}\u0000${entry.key}`,
    (_, entry) => `${entry.language} key "${entry.key}"`,
  );
}

/**
 * (b) One English phrase, one text per language: two keys whose English differs only in case are
 * the same phrase, so English itself must agree too.
 */
function phrasesTranslatedTwoWays(texts) {
  const english = new Map(
    texts
      .filter((entry) => entry.language === 'en')
      .map((entry) => [`${entry.source}\u0000${entry.key}`, entry.text]),
  );
  return disagreements(
    texts,
    (entry) => {
      const source = english.get(`${entry.source}\u0000${entry.key}`);
      return source === undefined ? undefined : `${entry.language}\u0000${source.trim().toLowerCase()}`;
    },
    (group, entry) => `${entry.language} for the English "${group.split('\u0000')[1]}"`,
  );
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A variant where a word starts (not after a letter, digit or hyphen), ignoring case. */
const atWordStart = (variant) => new RegExp(`(?<![\\p{L}\\p{N}-])${escape(variant)}`, 'iu');

/** (c) The glossary's forbidden variants, the other form of address and typography, per text. */
function glossaryViolations(texts, { register = REGISTER, terms = TERMS, typography = TYPOGRAPHY } = {}) {
  const found = [];
  for (const entry of texts) {
    const { language, text } = entry;
    const formOfAddress = register[language].avoid;
    const address = formOfAddress && text.match(formOfAddress);
    if (address) {
      found.push(
        `${language} ${where(entry)}: "${address[0]}" where the shop says ${register[language].use}: "${text}"`,
      );
    }
    for (const term of terms) {
      for (const variant of term.avoid?.[language] ?? []) {
        if (atWordStart(variant).test(text)) {
          found.push(
            `${language} ${where(entry)}: "${variant}" where the glossary says "${term.use[language]}": "${text}"`,
          );
        }
      }
    }
    for (const rule of typography[language] ?? []) {
      if (text.includes(rule.avoid)) {
        found.push(`${language} ${where(entry)}: ${rule.avoid} where the shop writes ${rule.use}: "${text}"`);
      }
    }
  }
  return found;
}

describe("the shop's texts", () => {
  const texts = shopTexts();

  it('are read from every package, the information pages and the e-mails', () => {
    const sources = new Set(texts.map((entry) => entry.source.split(path.sep).join('/')));
    for (const expected of [
      'shell/src/i18n/messages',
      'mfe-catalog/src/i18n/messages',
      'mfe-catalog/src/i18n/header',
      'mfe-cart/src/i18n/messages',
      'mfe-cart/src/i18n/header',
      'mfe-account/src/i18n/messages',
      'mfe-account/src/i18n/header',
      'shell/src/features/info-pages/content/privacy',
      'backend/src/email/templates.ts',
    ]) {
      expect(sources).toContain(expected);
    }
    for (const language of LANGUAGES) {
      expect(texts.filter((entry) => entry.language === language).length).toBeGreaterThan(400);
    }
  });

  it('translate one message key the same way in every package', () => {
    expect(keysTranslatedTwoWays(texts)).toEqual([]);
  });

  it('translate one English phrase the same way everywhere', () => {
    expect(phrasesTranslatedTwoWays(texts)).toEqual([]);
  });

  it("use the glossary's terms and each language's one form of address", () => {
    expect(glossaryViolations(texts)).toEqual([]);
  });
});

describe('the translation checks', () => {
  const text = (source, key, language, value) => ({ source, key, language, text: value });

  it('find a key that two packages translate differently', () => {
    const found = keysTranslatedTwoWays([
      text('shell/src/i18n/messages', 'search.all', 'nl', 'alle categorieën'),
      text('mfe-catalog/src/i18n/header', 'search.all', 'nl', 'Alle categorieën'),
      text('mfe-catalog/src/i18n/header', 'search.all', 'fr', 'Toutes les catégories'),
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('nl key "search.all"');
  });

  it('find one English phrase translated two ways under different keys, and English differing in case', () => {
    const found = phrasesTranslatedTwoWays([
      text('shell', 'message.emailNotFound', 'en', "Email doesn't exist"),
      text('shell', 'message.emailNotFound', 'nl', 'E-mailadres bestaat niet'),
      text('account', 'validation.emailNotFound', 'en', "Email doesn't exist"),
      text('account', 'validation.emailNotFound', 'nl', 'Dit e-mailadres bestaat niet'),
      text('shell', 'all', 'en', 'all categories'),
      text('catalog', 'search.all', 'en', 'All categories'),
    ]);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('"Dit e-mailadres bestaat niet" in account (validation.emailNotFound)');
    expect(found[1]).toContain('en for the English "all categories"');
  });

  it('find the formal Dutch "u", a term the glossary avoids and a straight French apostrophe, and nothing in their look-alikes', () => {
    const found = glossaryViolations([
      text('catalog', 'product.orderType', 'nl', 'Hoe wilt u het ontvangen?'),
      text('shell', 'message.accountVerify', 'nl', 'Je account is nog niet geverifieerd.'),
      text('cart', 'wishlist.title', 'fr', "Liste d'envies"),
      text('shell', 'footer.payment', 'nl', 'Betaalmethoden: iDEAL en PayPal'),
      text('cart', 'field.email', 'nl', 'E-mailadres van uitgeverij U-bocht'),
      text('shell', 'intro', 'de', 'Sie erreichen uns täglich.'),
    ]);
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('"u" where the shop says je / jouw');
    expect(found[1]).toContain('"geverifi" where the glossary says "bevestigen');
    expect(found[2]).toContain("' where the shop writes ’");
  });
});
