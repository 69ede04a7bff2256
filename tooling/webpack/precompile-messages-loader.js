// A package's message file (src/i18n/messages/<language>.json, or its header's in src/i18n/header)
// as react-intl's parsed form, parsed here at build time instead of in every shopper's browser
// (docs/performance.md). With every message pre-parsed the browser build can leave the ICU parser
// out (about 27 KB minified: see the `no-parser` alias in compile-alike.js), and the first render
// skips parsing the messages it shows. A message that does not parse fails the build, naming the
// message.
import { parse } from '@formatjs/icu-messageformat-parser';

export default function precompileMessages(source) {
  const messages = JSON.parse(source);
  const parsed = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') {
      throw new Error(`${this.resourcePath}: message "${id}" is not a string`);
    }
    try {
      parsed[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU (${error.message})`, {
        cause: error,
      });
    }
  }
  return JSON.stringify(parsed);
}
