import {
  INITIAL_ANSWERS_ELEMENT_ID,
  LATER_PRELOADS_ELEMENT_ID,
  REGISTRY_ELEMENT_ID,
  type RegistryDocument,
} from 'shared-contracts';
import { firstAnswersJson, type FirstAnswers } from './first-answers';
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
 * Puts the registry into the shell's HTML so the shell can register its remotes without a
 * round trip, the preloads of the files the page will need, the answers to the page's first
 * API calls (first-answers.ts) when the server has them, and the list of the files the header's
 * later widgets will need (`later`: preloaded by the shell when they start, not now).
 */
export function renderShellPage(
  html: string,
  registry: RegistryDocument,
  preload: readonly PreloadAsset[] = [],
  answers?: FirstAnswers,
  later: readonly PreloadAsset[] = [],
): string {
  const preloads = preload.map(preloadLink).join('');
  const laterFiles = later.map(({ href, as }) => ({ href, as }));
  const elements =
    jsonElement(REGISTRY_ELEMENT_ID, JSON.stringify(registry)) +
    (answers?.answers.size ? jsonElement(INITIAL_ANSWERS_ELEMENT_ID, firstAnswersJson(answers)) : '') +
    (laterFiles.length ? jsonElement(LATER_PRELOADS_ELEMENT_ID, JSON.stringify(laterFiles)) : '');
  return html.includes(PLACEHOLDER)
    ? html.replace(PLACEHOLDER, () => preloads + elements)
    : html.replace('</head>', () => `${preloads}${elements}</head>`);
}

function preloadLink(asset: PreloadAsset): string {
  const picture =
    asset.imageSrcSet && asset.imageSizes
      ? ` imagesrcset="${escapeAttribute(asset.imageSrcSet)}" imagesizes="${escapeAttribute(asset.imageSizes)}"`
      : '';
  const priority = asset.fetchPriority ? ` fetchpriority="${asset.fetchPriority}"` : '';
  return `<link rel="preload" as="${asset.as}" href="${escapeAttribute(asset.href)}"${picture}${priority}>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
