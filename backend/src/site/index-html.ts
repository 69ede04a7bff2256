import { REGISTRY_ELEMENT_ID, type RegistryDocument } from 'shared-contracts';
import type { PreloadAsset } from './preload-assets';

const PLACEHOLDER = '<!--riode-registry-->';

/**
 * Puts the registry into the shell's HTML so the shell can register its remotes without a
 * round trip. It goes in a JSON script element, which the browser never executes (no inline
 * script for the CSP to allow); `<` is escaped so no value can close the element.
 */
export function inlineRegistry(
  html: string,
  registry: RegistryDocument,
  preload: readonly PreloadAsset[] = [],
): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`;
  const preloads = preload
    .map((asset) => `<link rel="preload" as="${asset.as}" href="${escapeAttribute(asset.href)}">`)
    .join('');
  return html.includes(PLACEHOLDER)
    ? html.replace(PLACEHOLDER, preloads + element)
    : html.replace('</head>', `${preloads}${element}</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
