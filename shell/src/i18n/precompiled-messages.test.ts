import { describe, expect, it } from '@jest/globals';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The build parses every package's messages ahead of time and ships react-intl without its
// parser (tooling/webpack/precompile-messages-loader.js): what a shopper reads must be exactly
// what the message strings say, in every language.
// The loader is plain JavaScript (webpack runs it); its path is a variable so tsc leaves it untyped.
const loaderPath = '../../../tooling/webpack/precompile-messages-loader.js';
const { default: precompile } = (await import(loaderPath)) as {
  default: (this: { resourcePath: string }, source: string) => string;
};

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
// Every package's pages' messages, and the header's where a remote keeps them apart.
const MESSAGE_DIRS = [
  'shell/src/i18n/messages',
  'mfe-catalog/src/i18n/header',
  'mfe-catalog/src/i18n/messages',
  'mfe-cart/src/i18n/header',
  'mfe-cart/src/i18n/messages',
  'mfe-account/src/i18n/header',
  'mfe-account/src/i18n/messages',
];
const LANGUAGES = { nl: 'nl-NL', en: 'en-US', fr: 'fr-CA', de: 'de-DE' } as const;

const read = (dir: string, language: string) =>
  JSON.parse(readFileSync(path.join(root, dir, `${language}.json`), 'utf8')) as Record<string, string>;

const compile = (resourcePath: string, source: string) =>
  JSON.parse(precompile.call({ resourcePath }, source)) as Record<string, MessageFormatElement[]>;

/** Values for every argument and tag of a message: numbers where it counts, text elsewhere. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 3;
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(0);
    else if (element.type === TYPE.argument || element.type === TYPE.select) values[element.value] ??= 'x';
    else if (element.type === TYPE.tag) values[element.value] = (chunks: unknown[]) => `[${chunks.join('')}]`;
    if ('options' in element) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
    if (element.type === TYPE.tag) sampleValues(element.children, values);
  }
  return values;
}

describe('the messages parsed at build time', () => {
  for (const dir of MESSAGE_DIRS) {
    for (const [language, locale] of Object.entries(LANGUAGES)) {
      it(`read exactly as their strings do: ${dir}, ${language}`, () => {
        const file = path.join(root, dir, `${language}.json`);
        const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const parsed = compile(file, readFileSync(file, 'utf8'));
        expect(Object.keys(parsed)).toEqual(Object.keys(strings));
        for (const [id, text] of Object.entries(strings)) {
          const ast = parsed[id]!;
          expect(Array.isArray(ast)).toBe(true);
          const values = sampleValues(ast);
          const fromAst = new IntlMessageFormat(ast, locale).format(values);
          expect({ id, text: fromAst }).toEqual({
            id,
            text: new IntlMessageFormat(text, locale).format(values),
          });
        }
      });
    }
  }

  it('fail the build on a message that is not valid ICU, naming it', () => {
    const broken = JSON.stringify({ 'cart.count': '{count, plural, one {# artikel}' });
    expect(() => compile('/x/messages/nl.json', broken)).toThrow(
      /nl\.json: message "cart\.count" is not valid ICU/,
    );
    expect(() => compile('/x/messages/nl.json', JSON.stringify({ a: 3 }))).toThrow(
      /message "a" is not a string/,
    );
  });
});

describe("every package's translation files", () => {
  for (const dir of MESSAGE_DIRS) {
    it(`have the same keys in every language: ${dir}`, () => {
      const keys = Object.keys(read(dir, 'nl')).sort();
      for (const language of ['en', 'fr', 'de'])
        expect(Object.keys(read(dir, language)).sort()).toEqual(keys);
    });
  }

  // A remote's header widget has its own file (src/i18n/header); its pages lay theirs over it.
  for (const headerDir of MESSAGE_DIRS.filter((dir) => dir.endsWith('/header'))) {
    it(`hold each message once, in the header's file or the pages' file: ${headerDir}`, () => {
      const pages = read(headerDir.replace(/header$/, 'messages'), 'nl');
      expect(Object.keys(read(headerDir, 'nl')).filter((key) => key in pages)).toEqual([]);
    });
  }
});
