import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Checks on what a shopper reads in a part of the page (the header, the search panel …): that no
 * label is cut short, and that every control's accessible name holds the text it shows, so voice
 * control ("click Inloggen") finds it by what is on screen.
 */

/**
 * Each control's visible text (aria-hidden icons and screen-reader-only words left out; a field's
 * or a select's shown text is its value, not its label) and whether it shows at all. Runs in the page.
 */
function visibleTextsInPage(elements: Element[]): Array<{ visible: boolean; text: string }> {
  const walk = (node: Node, top: Element): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || !node.checkVisibility()) return '';
    const box = node.getBoundingClientRect();
    if (node !== top && box.width <= 1 && box.height <= 1) return '';
    return Array.from(node.childNodes, (child) => walk(child, top)).join('');
  };
  return elements.map((element) => ({
    visible: element.checkVisibility(),
    text: element.matches('select, input') ? '' : walk(element, element).replace(/\s+/g, ' ').trim(),
  }));
}

const CONTROLS = 'a[href], button, select, input:not([type="hidden"]), [role="button"], summary';

/**
 * Every visible control of the scope: its accessible name contains the words it shows, and a
 * control that shows none (an icon, a field) still has a name.
 */
export async function expectNamesHoldVisibleText(scope: Locator): Promise<void> {
  const controls = scope.locator(CONTROLS);
  const shown = await controls.evaluateAll(visibleTextsInPage);
  expect(shown.filter(({ visible }) => visible).length).toBeGreaterThan(0);
  for (const [index, { visible, text }] of shown.entries()) {
    if (!visible) continue;
    const control = controls.nth(index);
    // Only words count: a lone arrow or cross is an icon (axe's rule reads them the same way).
    const words = text.match(/[\p{L}\p{N}]+/gu);
    const expected = words ? new RegExp(words.join('\\W+'), 'iu') : /\S/;
    await expect(control, `the name of a control showing "${text}"`).toHaveAccessibleName(expected);
  }
}

interface Cut {
  what: string;
  needs: number;
  has: number;
}

/** Every label, select and placeholder of the scope that does not fit its box. */
function cutLabelsInPage(root: Element): Cut[] {
  const cuts: Cut[] = [];
  const canvas = document.createElement('canvas').getContext('2d')!;
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return Math.ceil(canvas.measureText(text).width);
  };
  const inner = (element: Element, style: CSSStyleDeclaration) =>
    element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const scroller = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const overflow = getComputedStyle(parent).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return parent;
    }
    return null;
  };
  const name = (element: Element) => `${element.tagName.toLowerCase()}.${element.className}`;

  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!element.checkVisibility()) continue;
    const style = getComputedStyle(element);
    if (element instanceof HTMLSelectElement) {
      const text = element.selectedOptions[0]?.text ?? '';
      // The select's own arrow takes about 20 px of its inner width.
      const has = Math.floor(inner(element, style) - 20);
      const needs = textWidth(text, style);
      if (needs > has) cuts.push({ what: `${name(element)} "${text}"`, needs, has });
      continue;
    }
    if (element instanceof HTMLInputElement) {
      if (element.value || !element.placeholder) continue;
      const has = Math.floor(inner(element, style));
      const needs = textWidth(element.placeholder, style);
      if (needs > has)
        cuts.push({ what: `${name(element)} placeholder "${element.placeholder}"`, needs, has });
      continue;
    }
    const ownText = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!ownText) continue;
    const box = element.getBoundingClientRect();
    // Screen-reader-only words are not shown at all.
    if (box.width <= 1 && box.height <= 1) continue;
    if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
      cuts.push({
        what: `${name(element)} "${ownText}"`,
        needs: element.scrollWidth,
        has: element.clientWidth,
      });
    const sideways = scroller(element);
    if (sideways) {
      // In a row that scrolls sideways a label may start out of sight, but must fit once there.
      if (box.width > sideways.clientWidth)
        cuts.push({ what: `${name(element)} "${ownText}"`, needs: box.width, has: sideways.clientWidth });
    } else if (box.left < -1 || box.right > window.innerWidth + 1) {
      cuts.push({
        what: `${name(element)} "${ownText}" (off the screen)`,
        needs: box.right,
        has: window.innerWidth,
      });
    }
  }
  return cuts;
}

/** No label, select or placeholder of the scope is cut short or pushed off the screen. */
export async function expectNothingCut(scope: Locator): Promise<void> {
  const cuts = await scope.evaluate(cutLabelsInPage);
  expect(cuts.map(({ what, needs, has }) => `${what}: needs ${needs} px, has ${has} px`)).toEqual([]);
}

/** How far down the page's main content starts: the header's height above it. */
export async function contentTop(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top + window.scrollY);
}
