import { describe, expect, it } from '@jest/globals';
import { readSitemap } from './read-sitemap';

const urlset = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</urlset>\n`;

describe('the tests’ sitemap reader', () => {
  it('reads entries and unescapes their text', () => {
    expect(
      readSitemap(
        urlset(
          '<url><loc>https://a.example/p/?t=x&amp;slug=1</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>\n',
        ),
      ),
    ).toEqual({
      kind: 'urlset',
      entries: [{ loc: 'https://a.example/p/?t=x&slug=1', lastmod: '2026-01-02T03:04:05Z' }],
    });
  });

  it.each([
    ['a bare ampersand', urlset('<url><loc>https://a.example/?a=1&b=2</loc></url>')],
    ['an unknown entity', urlset('<url><loc>https://a.example/&nbsp;</loc></url>')],
    ['an unclosed element', urlset('<url><loc>https://a.example/</loc>')],
    ['a stray <', urlset('<url><loc>https://a.example/<</loc></url>')],
    ['another element', urlset('<url><loc>https://a.example/</loc><priority>1</priority></url>')],
    ['no namespace', '<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n</urlset>\n'],
    ['text after the root', `${urlset('')}x`],
  ])('refuses %s', (_, xml) => {
    expect(() => readSitemap(xml)).toThrow();
  });
});
