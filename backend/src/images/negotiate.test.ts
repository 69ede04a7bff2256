import { describe, expect, it } from '@jest/globals';
import { pickFormat, snapQuality, snapWidth } from './negotiate';

describe('image negotiation', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['*/*', 'jpeg'],
    ['image/*', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
  ])('Accept %p gives %s', (accept, format) => {
    expect(pickFormat(accept)).toBe(format);
  });

  it.each([
    [undefined, 640],
    [1, 640],
    [640, 640],
    [641, 750],
    [1100, 1200],
    [3840, 3840],
    [9000, 3840],
  ])('width %p is served at %i', (requested, width) => {
    expect(snapWidth(requested)).toBe(width);
  });

  it.each([
    [1, 5],
    [74, 75],
    [75, 75],
    [77, 75],
    [78, 80],
    [100, 100],
  ])('quality %i is served at %i', (requested, quality) => {
    expect(snapQuality(requested)).toBe(quality);
  });
});
