import { REGISTRY_ELEMENT_ID, type RegistryDocument } from 'shared-contracts';
import { assetsInHead, jsonElement } from './page-head';
import type { PreloadAsset } from './preload-assets';

const PLACEHOLDER = '<!--riode-registry-->';

/**
 * The shell's HTML for the browser to draw the page itself (a shell built without its server
 * build): the registry, so the shell registers its remotes without a round trip, and the files
 * the page will need.
 */
export function renderShellPage(
  html: string,
  registry: RegistryDocument,
  assets: readonly PreloadAsset[] = [],
): string {
  const elements = assetsInHead(assets) + jsonElement(REGISTRY_ELEMENT_ID, registry);
  return html.includes(PLACEHOLDER)
    ? html.replace(PLACEHOLDER, () => elements)
    : html.replace('</head>', () => `${elements}</head>`);
}
