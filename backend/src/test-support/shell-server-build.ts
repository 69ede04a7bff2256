import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleCode, RemoteName } from 'shared-contracts';

/** What the backend passed to the shell's render() (shell/src/server/render-page.tsx), less the fetch. */
export interface ShellRenderRequest {
  url: string;
  locale: LocaleCode;
  releases: Partial<Record<RemoteName, Array<{ remote: RemoteName; version: string; entry: string }>>>;
  budgetMs: number;
  signedOut: boolean;
  signedInAs?: string;
  fetchIsFunction: boolean;
}

/** Where the fake shell puts each request it was given, for the test in the same process to read. */
const RECORD = '__riodeShellRequests';

/** The loader's answer the fake page state carries: markup in it must not close its element. */
export const HOSTILE_DATA = { name: '</script><script>alert(1)</script>' };

/**
 * A shell server build shaped like the real one's contract (shell/src/server/render-page.tsx),
 * driven by the address so that a test can ask for each outcome:
 * - `/missing…` answers 404, as the shell's not-found page does;
 * - `?render=fall-back` renders each remote with its fall-back (the second release given);
 * - `?fetch=<path>` calls the given fetch once, as a page's loader does, and shows the answer;
 * - `/broken…` throws, as a shell server build that fails does.
 * It draws the catalog's `./routes` and `./header-search`, and its body names `build`.
 */
function fakeRenderPage(build: string): string {
  return `'use strict';
const { Readable } = require('node:stream');
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
exports.createPageRenderer = function createPageRenderer() {
  return {
    loaded: () => [],
    async render(request) {
      const { fetch, ...seen } = request;
      (globalThis[${JSON.stringify(RECORD)}] ??= []).push({ ...seen, fetchIsFunction: typeof fetch === 'function' });
      const url = new URL(request.url, 'http://shop.invalid');
      if (url.pathname.startsWith('/broken')) throw new Error('the shell server build is broken');
      const fallBack = url.searchParams.get('render') === 'fall-back';
      const rendered = {};
      for (const [remote, releases] of Object.entries(request.releases)) {
        const release = releases[fallBack ? 1 : 0];
        if (release) rendered[remote] = release.version;
      }
      let fetched = '';
      const asked = url.searchParams.get('fetch');
      if (asked) {
        const answer = await fetch(asked);
        fetched = '<pre data-status="' + answer.status + '">' + escape(await answer.text()) + '</pre>';
      }
      return {
        status: url.pathname.startsWith('/missing') ? 404 : 200,
        state: {
          locale: request.locale,
          modules: [
            { remote: 'catalog', expose: './routes' },
            { remote: 'catalog', expose: './header-search' },
          ],
          loaded: { href: request.url, result: { found: true, data: ${JSON.stringify(HOSTILE_DATA)} } },
          ...(request.signedOut ? { signedOut: true } : {}),
          ...(request.signedInAs ? { signedInAs: request.signedInAs } : {}),
        },
        rendered,
        problems: fallBack ? ['a release failed'] : [],
        head: [
          { tag: 'title', attributes: { 'data-page-head': '' }, text: '<' + request.url + '> at ' + request.origin },
          { tag: 'link', attributes: { rel: 'canonical', href: request.origin + url.pathname, 'data-page-head': '' } },
        ],
        body: Readable.from([
          '<main data-build="${build}" data-locale="' + request.locale + '">',
          '<h1>' + escape(request.url) + '</h1>' + fetched,
          '</main>',
        ]),
      };
    },
  };
};
`;
}

/** The shell's index.html as its build writes it: the root element the server renders into. */
export const SHELL_TEMPLATE =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Riode</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

/**
 * Writes the shell's server build (build/shell/server/render-page.js, CommonJS) and the page
 * template it renders into; writing it again replaces the build in place, as a redeploy does.
 */
export function writeShellServerBuild(buildDir: string, build = 'one'): string {
  const serverDir = path.join(buildDir, 'shell/server');
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(path.join(buildDir, 'shell/index.html'), SHELL_TEMPLATE);
  writeFileSync(path.join(serverDir, 'package.json'), JSON.stringify({ type: 'commonjs' }));
  const file = path.join(serverDir, 'render-page.js');
  writeFileSync(file, fakeRenderPage(build));
  return file;
}

/** The requests the fake shell got in this process so far, oldest first; then forgets them. */
export function takeShellRequests(): ShellRenderRequest[] {
  const store = globalThis as unknown as Record<string, ShellRenderRequest[] | undefined>;
  const requests = store[RECORD] ?? [];
  store[RECORD] = [];
  return requests;
}
