import { startTransition, type ErrorInfo } from 'react';
import type { LocaleCode } from 'shared-contracts';
import { nextTask } from './lib/next-task';

/**
 * A slot the server could not render (its remote failed or overran its time there) reaches the
 * browser as "render this one yourself": React reports that as a recoverable error (#419), which
 * is expected and not worth a console line. Anything else is.
 */
function onRecoverableError(error: unknown, info: ErrorInfo): void {
  const text = String(error instanceof Error ? error.message : error);
  if (text.includes('419') || text.includes('Switched to client rendering')) return;
  console.error('[shell] recoverable error while hydrating', error, info.componentStack);
}

/** Readies the Intl formatters of a language: the locale data they load is loaded once per page. */
function warmIntl(locale: LocaleCode): void {
  // nl_NL → nl-NL, without loading the contracts into this task.
  const tag = locale.replace('_', '-');
  Intl.NumberFormat.supportedLocalesOf(tag);
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.PluralRules(tag).select(1);
}

/**
 * How long hydration waits for the remotes' modules of the page (their scripts are preloaded with
 * the page, so normally they are long there): past it, a remote that is slow today leaves its part
 * of the page to hydrate on its own when its module arrives, and the rest of the page works.
 */
const HYDRATE_WAIT_MS = 3_000;

/**
 * The app's start: on a page the server rendered (docs/page-rendering.md), React hydrates its
 * HTML with the page state the server wrote; on a page it did not (the dev server's), React draws
 * the page. The imports are eager: their modules are already in this chunk (no request).
 */
async function start(): Promise<void> {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The contracts build every zod schema when they load: a task of its own.
  await import(/* webpackMode: "eager" */ 'shared-contracts');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  const { startFederation } = await import(/* webpackMode: "eager" */ './federation/start-federation');
  const { BROWSER_ONLY_PAGE, readPageState } = await import(
    /* webpackMode: "eager" */ './page-state/page-state'
  );
  const { shellMessages } = await import(/* webpackMode: "eager" */ './i18n/shell-messages');
  const { loadBeforeHydrating } = await import(/* webpackMode: "eager" */ './federation/module-source');
  startFederation();
  const container = document.getElementById('root');
  if (!container) return;
  const state = readPageState();
  if (state) {
    // The shell's messages in the page's language before hydrating, so its first render is the
    // HTML's; and the remotes' modules the page drew, so every part hydrates in the same pass.
    await Promise.all([
      shellMessages(state.locale),
      loadBeforeHydrating(state.modules, state.locale, HYDRATE_WAIT_MS),
    ]);
    await nextTask();
    // The first use of Intl loads the browser's locale data (about 20 ms on a laptop, four times
    // that on a phone): in a task of its own, not in the slice of hydration that first formats.
    warmIntl(state.locale);
    await nextTask();
    // As a transition, hydration runs in slices: the page is already drawn, and the main thread
    // stays free for the shopper's taps and the browser's paints in between.
    startTransition(() => {
      hydrateRoot(container, <App state={state} />, { onRecoverableError });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<App state={BROWSER_ONLY_PAGE} />));
}

void start();
