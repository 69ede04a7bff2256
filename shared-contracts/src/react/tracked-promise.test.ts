import { describe, expect, it } from '@jest/globals';
import { settled, tracked } from './tracked-promise';

describe("marks for React's use()", () => {
  it('marks a load pending, then fulfilled with its value', async () => {
    let resolve!: (value: string) => void;
    const load = tracked(new Promise<string>((done) => (resolve = done)));
    expect(load.status).toBe('pending');
    resolve('nl');
    await load;
    expect(load).toMatchObject({ status: 'fulfilled', value: 'nl' });
  });

  it('marks a failed load rejected with its reason, so use() throws it to the error boundary', async () => {
    const failure = new Error('chunk failed');
    const load = tracked(Promise.reject(failure));
    await expect(load).rejects.toBe(failure);
    expect(load).toMatchObject({ status: 'rejected', reason: failure });
  });

  it('gives a value that is there as settled at once', () => {
    expect(settled(3)).toMatchObject({ status: 'fulfilled', value: 3 });
  });
});
