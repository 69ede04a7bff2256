/**
 * The first use of the browser's Intl formatters loads their locale data: about 120 ms on a
 * phone-speed processor, which react-intl's provider otherwise pays inside the first render's
 * task (issue 9). Paying it in a task of its own while the app's libraries download keeps that
 * render task short and takes it off the way to the first products. Later formatters (prices,
 * plurals, dates) then start from loaded data.
 */
export function warmIntl(): void {
  try {
    Intl.NumberFormat.supportedLocalesOf('nl-NL');
    Intl.DateTimeFormat.supportedLocalesOf('nl-NL');
  } catch {
    // A browser without Intl data gets react-intl's own fall-back; nothing to warm.
  }
}
