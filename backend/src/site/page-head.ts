import { PRELOADS_ELEMENT_ID, type HeadElement } from 'shared-contracts';
import type { PreloadAsset } from './preload-assets';

/** A JSON script element: never executed (no inline script for the CSP), `<` escaped so nothing closes it. */
export function jsonElement(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * What a page's head says of the files it uses: links to the stylesheets of the remotes' modules
 * in it (a page the server drew is shown before any script runs, so their styles come with it),
 * and the list of the scripts that will run it (each remote's entry, the shell's startup chunks,
 * the modules' chunks), which the shell's page start preloads all at once when it starts the
 * page's scripts: after the page's first pictures (shell/src/page-start.js).
 */
export function assetsInHead(assets: readonly PreloadAsset[]): string {
  const stylesheets = assets
    .filter(({ as }) => as === 'style')
    .map(({ href }) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  const scripts = assets.filter(({ as }) => as === 'script').map(({ href }) => href);
  return stylesheets.join('') + jsonElement(PRELOADS_ELEMENT_ID, scripts);
}

/** One element of a page's head as HTML: attributes escaped, a title's text escaped (a JSON-LD block comes escaped). */
function elementHtml({ tag, attributes, text = '' }: HeadElement): string {
  const attributeHtml = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributeHtml}>`;
  const body = tag === 'title' ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;') : text;
  return `<${tag}${attributeHtml}>${body}</${tag}>`;
}

/**
 * The shell's template's head with the page's own head in place of its title and description
 * (the shop's, in Dutch: what a page the browser draws itself keeps).
 */
export function withPageHead(templateHead: string, elements: readonly HeadElement[]): string {
  const html = elements.map(elementHtml).join('');
  let placed = false;
  const head = templateHead
    .replace(/<title>[\s\S]*?<\/title>/, () => {
      placed = true;
      return html;
    })
    .replace(/<meta name="?description"?[^>]*>/, '');
  return placed ? head : head.replace('</head>', () => `${html}</head>`);
}
