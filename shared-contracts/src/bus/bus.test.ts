import { describe, expect, it, jest } from '@jest/globals';
import { EventBus } from './bus';

const item = {
  id: 7,
  name: 'Hoeslaken Texel katoen wit 90x200',
  price: 19.95,
  qty: 1,
  orderType: 'normal' as const,
  prodImageList: [],
  productB2BDiscountFlag: false,
};

function quietBus() {
  const bus = new EventBus('test');
  const problems: string[] = [];
  bus.setReporter((problem) => problems.push(`${problem.type}:${problem.reason}`));
  return { bus, problems };
}

describe('the event bus', () => {
  it('delivers a valid event to its subscribers, typed', () => {
    const { bus } = quietBus();
    const received: number[] = [];
    bus.on('catalog:add-to-cart-requested', (payload) => received.push(payload.id));
    bus.publish('catalog:add-to-cart-requested', { ...item, number: 5 });
    expect(received).toEqual([7]);
  });

  it('replays the last value of a state-like event to a late subscriber, and only of those', () => {
    const { bus } = quietBus();
    bus.publish('shell:locale-changed', { locale: 'de_DE' });
    bus.publish('cart:item-added', { item: { ...item, number: 5 }, addedQty: 1 });
    const locales: string[] = [];
    const added: number[] = [];
    bus.on('shell:locale-changed', (payload) => locales.push(payload.locale));
    bus.on('cart:item-added', (payload) => added.push(payload.item.id));
    expect(locales).toEqual(['de_DE']);
    expect(added).toEqual([]);
    expect(bus.current('shell:locale-changed')).toBe(bus.current('shell:locale-changed'));
  });

  it('rejects a malformed payload without calling the receiver, and reports it once', () => {
    const { bus, problems } = quietBus();
    const handler = jest.fn();
    bus.on('catalog:add-to-cart-requested', handler);
    const malformed = { type: 'catalog:add-to-cart-requested', version: 1, payload: { id: 'seven' } };
    bus.publishEnvelope(malformed);
    bus.publishEnvelope(malformed);
    expect(handler).not.toHaveBeenCalled();
    expect(problems).toEqual(['catalog:add-to-cart-requested:invalid-payload']);
  });

  it('refuses envelopes of another contract version, unknown events and non-envelopes', () => {
    const { bus, problems } = quietBus();
    const handler = jest.fn();
    bus.on('shell:locale-changed', handler);
    bus.publishEnvelope({ type: 'shell:locale-changed', version: 2, payload: { locale: 'nl_NL' } });
    bus.publishEnvelope({ type: 'shell:weather-changed', version: 1, payload: {} });
    bus.publishEnvelope(42);
    expect(handler).not.toHaveBeenCalled();
    expect(problems).toEqual([
      'shell:locale-changed:version-mismatch',
      'shell:weather-changed:unknown-event',
      'number:malformed-envelope',
    ]);
  });

  it('keeps a malformed state value from replacing the last good one', () => {
    const { bus } = quietBus();
    bus.publish('shell:locale-changed', { locale: 'fr_CA' });
    bus.publishEnvelope({ type: 'shell:locale-changed', version: 1, payload: { locale: 'xx_XX' } });
    expect(bus.current('shell:locale-changed')).toEqual({ locale: 'fr_CA' });
  });

  it('isolates a throwing subscriber from the others', () => {
    const { bus, problems } = quietBus();
    const after = jest.fn();
    bus.on('shell:session-ended', () => {
      throw new Error('boom');
    });
    bus.on('shell:session-ended', after);
    bus.publish('shell:session-ended', { reason: 'logout' });
    expect(after).toHaveBeenCalledWith({ reason: 'logout' });
    expect(problems).toEqual(['shell:session-ended:handler-threw']);
  });

  it('stops delivering after unsubscribe', () => {
    const { bus } = quietBus();
    const handler = jest.fn();
    const off = bus.on('shell:session-ended', handler);
    off();
    bus.publish('shell:session-ended', { reason: 'logout' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps a request made before the cart has loaded for the cart, in order, and hands it over once', () => {
    const { bus } = quietBus();
    bus.publish('catalog:add-to-cart-requested', { ...item, number: 5 });
    bus.publish('catalog:add-to-cart-requested', { ...item, id: 8, number: 5 });
    const first: number[] = [];
    const second: number[] = [];
    bus.on('catalog:add-to-cart-requested', (payload) => first.push(payload.id));
    bus.on('catalog:add-to-cart-requested', (payload) => second.push(payload.id));
    expect(first).toEqual([7, 8]);
    // Taken by the first handler: a second one does not add the same lines to the cart again.
    expect(second).toEqual([]);
    bus.publish('catalog:add-to-cart-requested', { ...item, id: 9, number: 5 });
    expect(first).toEqual([7, 8, 9]);
    expect(second).toEqual([9]);
  });

  it('holds requests again once their last handler has gone, and only a bounded number of them', () => {
    const { bus } = quietBus();
    const off = bus.on('catalog:wishlist-toggle-requested', () => undefined);
    off();
    off();
    for (let id = 1; id <= 25; id += 1) bus.publish('catalog:wishlist-toggle-requested', { ...item, id });
    const received: number[] = [];
    bus.on('catalog:wishlist-toggle-requested', (payload) => received.push(payload.id));
    expect(received).toEqual(Array.from({ length: 20 }, (_, index) => index + 6));
  });

  it('checks a held request when it is handed over: a malformed one never reaches the cart', () => {
    const { bus, problems } = quietBus();
    bus.publishEnvelope({ type: 'catalog:add-to-cart-requested', version: 1, payload: { id: 'seven' } });
    const handler = jest.fn();
    bus.on('catalog:add-to-cart-requested', handler);
    expect(handler).not.toHaveBeenCalled();
    expect(problems).toEqual(['catalog:add-to-cart-requested:invalid-payload']);
  });
});
