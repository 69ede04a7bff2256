export type BudgetOutcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * A promise's value if it settles within the budget. An overrun does not cancel the work: a
 * remote's code that is still loading serves the next request.
 */
export function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<BudgetOutcome<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: 'overran' }), budgetMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve({ ok: true, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, reason: error instanceof Error ? error.message : String(error) });
      },
    );
  });
}
