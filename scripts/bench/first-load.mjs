// What a first visit costs: bytes of JavaScript and CSS (raw, gzip, and as sent: the server's
// brotli, headers included), the number of requests,
// and how many sequential round trips happen before the first remote has drawn its content.
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { headerPartsDrawn, kb } from './pages.mjs';

const LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The URL of the script (or document) that caused a request, from Chromium's initiator record. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames?.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

export async function measureFirstLoad(url, readySelector) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const depth = new Map();
    const requests = [];
    // Bytes as they came over the wire (compressed body + headers), per resource type.
    const kinds = new Map();
    const wire = { Script: 0, Stylesheet: 0 };
    cdp.on('Network.requestWillBeSent', (event) => {
      const parent = initiatorUrl(event.initiator);
      const level = parent && depth.has(parent) ? depth.get(parent) + 1 : 1;
      if (!depth.has(event.request.url) || depth.get(event.request.url) > level)
        depth.set(event.request.url, level);
      requests.push({ url: event.request.url, type: event.type, level, wallMs: event.wallTime * 1000 });
      kinds.set(event.requestId, event.type);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      if (kind in wire) wire[kind] += event.encodedDataLength;
    });
    const bodies = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push({ type, url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
    });
    // The page notes the moment the content appears (wall clock, as Chromium stamps requests):
    // waitForSelector answers a little later, by when files the page only fetches after its
    // content (the header's cart and account menu) may already have been asked for.
    await page.addInitScript((selector) => {
      const note = () => {
        if (window.__benchReadyAt || !document.querySelector(selector)?.checkVisibility()) return;
        window.__benchReadyAt = performance.timeOrigin + performance.now();
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true });
    }, readySelector);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(readySelector, { state: 'visible', timeout: 30_000 });
    const readyAfterMs = Date.now() - started;
    const readyAt = await page.evaluate(() => window.__benchReadyAt);
    const readyCount = readyAt
      ? requests.filter((request) => request.wallMs <= readyAt).length
      : requests.length;
    // Bounded: a server still resizing images on a busy machine may keep the network busy for
    // long; the figures until content are complete by now, the totals may then miss a late file.
    await headerPartsDrawn(page);
    const idle = await page.waitForLoadState('networkidle', { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    const before = requests.slice(0, readyCount);
    const askedBeforeReady = new Set(before.map((r) => r.url));
    // Each file gzipped once: the totals and the part until content add up the same sizes.
    const sized = bodies.map((b) => ({ ...b, raw: b.body.length, gzip: gzipSync(b.body).length }));
    const sum = (type, size, only = () => true) =>
      sized.filter((b) => b.type === type && only(b)).reduce((total, b) => total + b[size], 0);
    return {
      url,
      readyAfterMs,
      requests: requests.length,
      networkIdle: idle,
      requestsBeforeReady: before.length,
      sequentialRoundTripsBeforeReady: Math.max(...before.map((r) => depth.get(r.url) ?? r.level)),
      js: {
        raw: sum('script', 'raw'),
        gzip: sum('script', 'gzip'),
        wire: wire.Script,
        // Only the scripts asked for before the content showed: what drawing the page needed,
        // without what the page fetches after it (the header's cart and account menu).
        gzipUntilContent: sum('script', 'gzip', (b) => askedBeforeReady.has(b.url)),
      },
      css: {
        raw: sum('stylesheet', 'raw'),
        gzip: sum('stylesheet', 'gzip'),
        wire: wire.Stylesheet,
      },
      // Every script the page fetched until the network went idle (for the duplicate-module check).
      scripts: bodies.filter((b) => b.type === 'script').map((b) => b.url),
      waterfall: before.map((r) => `${depth.get(r.url) ?? r.level} ${new URL(r.url).pathname}`),
    };
  } finally {
    await browser.close();
  }
}

/** The first-load section of the bench report; `before` holds the JS figures per page from before server rendering. */
export function firstLoadMarkdown(results, before) {
  return [
    `## First load (cache disabled, production build, one server process)`,
    ``,
    `| page | JS gzip | of which until content | JS raw | JS as sent (brotli + headers) | CSS gzip | CSS as sent | requests until content | sequential round trips until content | all requests |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...results.map(
      (r) =>
        `| ${r.name} | ${kb(r.js.gzip)} | ${r.js.gzipUntilContent === undefined ? '–' : kb(r.js.gzipUntilContent)} | ${kb(r.js.raw)} | ${kb(r.js.wire)} | ${kb(r.css.gzip)} | ${kb(r.css.wire)} | ${r.requestsBeforeReady} | ${r.sequentialRoundTripsBeforeReady} | ${r.requests} |`,
    ),
    ``,
    ...(before
      ? [
          `Before server rendering (${before.source}): ${results
            .filter((r) => before.firstLoad[r.name])
            .map(
              (r) =>
                `${r.name} ${kb(before.firstLoad[r.name].gzip)} gzip, ${kb(before.firstLoad[r.name].gzipUntilContent)} until content`,
            )
            .join(
              '; ',
            )}. With server rendering the content is in the HTML: "until content" counts the scripts asked for before it showed.`,
          ``,
        ]
      : []),
    `"gzip" is each file gzipped here (level 6), the figure the targets use: every script the page fetched until the network went idle. "Until content" counts only the scripts asked for before the first products showed (the header's cart and account menu come after). "As sent" is what the browser received.`,
    ``,
    `Waterfall of the home page until its first products show (depth, path):`,
    ``,
    '```',
    ...(results[0]?.waterfall ?? []),
    '```',
  ].join('\n');
}
