// The two proxies the Lighthouse part measures through: one forwards the shop unchanged (the page),
// one strips the page's scripts (its no-JS floor), plus a check that the floor is what it claims:
// scripts gone, the page's content still there.
import { startProxy } from './script-strip-proxy.mjs';

/** What shows that a page's content came with its HTML (a product card, or the product's title). */
const CONTENT = /data-product-id=|<h1\b/;

export async function startFloorProxies(shopUrl) {
  const page = await startProxy(shopUrl, { stripScripts: false });
  const floor = await startProxy(shopUrl, { stripScripts: true });
  return {
    pageUrl: page.url,
    floorUrl: floor.url,
    /** Each page once through the floor's proxy: what went, and whether its content stayed. */
    async check(pages) {
      const checks = [];
      for (const { name, path } of pages) {
        const response = await fetch(floor.url + path, { headers: { accept: 'text/html' } });
        const html = await response.text();
        const stripped = floor.lastStripped() ?? { scripts: 0, preloads: 0 };
        checks.push({
          name,
          status: response.status,
          scriptsRemoved: stripped.scripts,
          preloadsRemoved: stripped.preloads,
          scriptsLeft: (html.match(/<script\b[^>]*\bsrc\s*=/gi) ?? []).length,
          contentInHtml: CONTENT.test(html),
        });
      }
      return checks;
    },
    stop: () => Promise.all([page.stop(), floor.stop()]),
  };
}

export function floorCheckMarkdown(checks) {
  return checks
    .map(
      (c) =>
        `${c.name}: HTTP ${c.status}, ${c.scriptsRemoved} scripts and ${c.preloadsRemoved} script preloads taken out, ${c.scriptsLeft} left, content ${c.contentInHtml ? 'in the HTML' : '⚠ NOT in the HTML'}`,
    )
    .join('; ');
}
