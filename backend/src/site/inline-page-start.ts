import { createHash } from 'node:crypto';
import path from 'node:path';
import { PAGE_START_ELEMENT_ID } from 'shared-contracts';

/** The shell's page start as its index.html loads it: a deferred script of its own file. */
const PAGE_START_TAG = /<script\s+defer(?:="")?\s+src="?([^"\s>]*\/)?page-start\.js"?\s*><\/script>/;

export interface InlinedPage {
  html: string;
  /** The inline script's CSP source (`'sha256-…'`), when the page start was inlined. */
  scriptHash?: string;
}

/**
 * The shell's HTML with its page start (shell/src/page-start.js) written into the page, at the end
 * of its body, instead of fetched as a file: the one script of a page before its first paint is
 * then no request of its own, which Lighthouse's model of a phone counted into the first paint
 * (docs/page-rendering.md). At the end of the body it runs when the page's HTML is all there, as
 * the deferred file did. The CSP allows it by its hash, which the answer's header carries.
 * A shell without the page start (or whose file is missing) is left as it is.
 */
export async function inlinePageStart(
  html: string,
  shellDir: string,
  readText: (file: string) => Promise<string>,
): Promise<InlinedPage> {
  if (!PAGE_START_TAG.test(html)) return { html };
  let source: string;
  try {
    source = await readText(path.join(shellDir, 'page-start.js'));
  } catch {
    return { html };
  }
  // Once per version of the two files (the reader hands out the same text until one changes):
  // every page asks, and hashing and rewriting the shell's HTML each time is work for nothing.
  if (last?.html !== html || last.source !== source)
    last = { html, source, page: inline(html, source.trim()) };
  return last.page;
}

let last: { html: string; source: string; page: InlinedPage } | undefined;

function inline(html: string, source: string): InlinedPage {
  // A text that could end the element early is not written into the page.
  if (/<\/script|<!--/i.test(source)) return { html };
  const scriptHash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  const withoutTag = html.replace(PAGE_START_TAG, '');
  const script = `<script id="${PAGE_START_ELEMENT_ID}">${source}</script>`;
  const inlined = withoutTag.includes('</body>')
    ? withoutTag.replace('</body>', () => `${script}</body>`)
    : `${withoutTag}${script}`;
  return { html: inlined, scriptHash };
}
