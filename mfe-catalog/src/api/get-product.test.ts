import { describe, expect, it } from '@jest/globals';
import { ApiRequestError, ApiTimeoutError } from 'shared-contracts';
import { productReadProblem } from './get-product';

const answered = (status: number) => new ApiRequestError(status, { message: 'x', data: 'x', code: 'x' });

describe('what a failed product read tells the visitor', () => {
  it('"does not exist" only when the server says so; "cannot be loaded now" when it failed or did not answer', () => {
    expect(productReadProblem(answered(404))).toBe('product.notFound');
    expect(productReadProblem(answered(400))).toBe('product.notFound');
    expect(productReadProblem(answered(500))).toBe('product.loadFailed');
    expect(productReadProblem(answered(503))).toBe('product.loadFailed');
    expect(productReadProblem(new ApiTimeoutError('/get-product-by-id', 15_000))).toBe('product.loadFailed');
    expect(productReadProblem(new TypeError('Failed to fetch'))).toBe('product.loadFailed');
  });
});
