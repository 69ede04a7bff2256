/** Whether the promise has settled after the microtasks queued so far (for tests with fake timers). */
export async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}
