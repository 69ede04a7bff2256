import { afterEach, describe, expect, it } from '@jest/globals';
import { LATER_PRELOADS_ELEMENT_ID } from 'shared-contracts';
import { preloadLaterFiles, readLaterFiles } from './later-preloads';

function listInPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LATER_PRELOADS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the header's later widgets' files", () => {
  it('are preloaded all at once, as the server listed them', () => {
    listInPage(
      JSON.stringify([
        { href: '/remotes/cart/1.0.0-b/remoteEntry.js', as: 'script' },
        { href: '/remotes/cart/1.0.0-b/dropdown.1.css', as: 'style' },
        { href: '/remotes/cart/1.0.0-b/dropdown.1.js', as: 'script' },
      ]),
    );
    expect(preloads()).toEqual([]);
    preloadLaterFiles();
    expect(preloads()).toEqual([
      ['script', '/remotes/cart/1.0.0-b/remoteEntry.js'],
      ['style', '/remotes/cart/1.0.0-b/dropdown.1.css'],
      ['script', '/remotes/cart/1.0.0-b/dropdown.1.js'],
    ]);
  });

  it('are none without a list, with a damaged one, and never an entry that is not a script or style', () => {
    expect(readLaterFiles()).toEqual([]);
    for (const text of ['', '{not json', 'null', '{"href":"/a.js","as":"script"}']) {
      document.body.innerHTML = '';
      listInPage(text);
      expect([text, readLaterFiles()]).toEqual([text, []]);
    }
    document.body.innerHTML = '';
    listInPage(
      JSON.stringify([
        { href: '/a.js', as: 'script' },
        { href: '/b.html', as: 'document' },
        { href: '', as: 'script' },
        { href: 3, as: 'style' },
        'c.js',
        null,
      ]),
    );
    expect(readLaterFiles()).toEqual([{ href: '/a.js', as: 'script' }]);
  });
});
