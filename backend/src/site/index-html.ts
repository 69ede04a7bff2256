import { REGISTRY_ELEMENT_ID, type RegistryDocument } from 'shared-contracts';
import type { PreloadAsset } from './preload-assets';

const PLACEHOLDER = '<!--riode-registry-->';

/**
 * A JSON script element, which the browser never executes (no inline script for the CSP to
 * allow); `<` is escaped so no value can close the element.
 */
function jsonElement(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shell's HTML for the browser to draw the page itself (a shell built without its server
 * build): the registry, so the shell registers its remotes without a round trip, and the preloads
 * of the files the page will need.
 */
export function renderShellPage(
  html: string,
  registry: RegistryDocument,
  preload: readonly PreloadAsset[] = [],
): string {
  const preloads = preload.map(preloadLink).join('');
  const elements = jsonElement(REGISTRY_ELEMENT_ID, JSON.stringify(registry));
  return html.includes(PLACEHOLDER)
    ? html.replace(PLACEHOLDER, () => preloads + elements)
    : html.replace('</head>', () => `${preloads}${elements}</head>`);
}

function preloadLink(asset: PreloadAsset): string {
  return `<link rel="preload" as="${asset.as}" href="${escapeAttribute(asset.href)}">`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
