import type { Page } from '@playwright/test';
import { INITIAL_ANSWERS_ELEMENT_ID, type InitialAnswersDocument } from 'shared-contracts';

const ELEMENT = new RegExp(
  `(<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">)(.*?)(</script>)`,
);

/** The answers the server inlined into a page's HTML, or undefined when it inlined none. */
export function inlinedAnswers(html: string): InitialAnswersDocument | undefined {
  const json = ELEMENT.exec(html)?.[2];
  return json === undefined ? undefined : (JSON.parse(json) as InitialAnswersDocument);
}

/**
 * Leaves the calls `matches` picks out of the answers the server inlines into the pages it sends,
 * as when the server could not answer them either: the page then makes those calls itself.
 */
export async function keepOutOfInlinedAnswers(page: Page, matches: (url: URL) => boolean): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const document = inlinedAnswers(html);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    if (!document) return route.fulfill({ response, headers, body: html });
    const answers = Object.fromEntries(
      Object.entries(document.answers).filter(([key]) => !matches(new URL(key, 'http://shop'))),
    );
    const json = JSON.stringify({ ...document, answers }).replace(/</g, '\\u003c');
    await route.fulfill({
      response,
      headers,
      body: html.replace(ELEMENT, (_, open, _json, close) => open + json + close),
    });
  });
}
