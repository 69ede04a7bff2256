// The mixed load of a shop's visitors: browse the listing with filters, search, open a product,
// add to cart (validate-product-stock), re-price as a business customer, place an order. Each
// virtual user loops without pause until the deadline, on one of the server instances.

const PRODUCTS = '/products/api/v1/public-products';
const ORDERS = '/orders/api/v1/orders';
const SORTS = ['default', 'price-asc', 'price-desc', 'name-asc', 'newest'];

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** A small fast PRNG so a run's mix is reproducible from its seed. */
export function prng(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The kinds of request, their share of the mix, and the answers that count as success. */
export const KINDS = [
  { name: 'listing', weight: 30, ok: [200] },
  { name: 'search', weight: 15, ok: [200] },
  { name: 'product', weight: 20, ok: [200] },
  { name: 'add to cart', weight: 15, ok: [200] },
  { name: 'B2B re-price', weight: 10, ok: [200] },
  { name: 'place order', weight: 10, ok: [200], business: [409] },
];

function chooseKind(random) {
  let roll = random() * KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0];
}

function listingQuery(random, shop) {
  const params = new URLSearchParams({
    categoryId: String(pick(random, shop.categoryIds)),
    draw: String(1 + Math.floor(random() * 3)),
    length: '25',
    sort: pick(random, SORTS),
  });
  const filter = random();
  if (filter < 0.25 && shop.colors.length) params.set('color', pick(random, shop.colors));
  else if (filter < 0.45 && shop.sizes.length) params.set('size', pick(random, shop.sizes));
  else if (filter < 0.6) {
    params.set('minPrice', '5');
    params.set('maxPrice', String(20 + Math.floor(random() * 80)));
  } else if (filter < 0.7) params.set('isSale', 'true');
  return params;
}

function lines(random, products, count, shape) {
  const chosen = new Map();
  while (chosen.size < count) chosen.set(pick(random, products).id, 1 + Math.floor(random() * 3));
  return [...chosen].map(([productId, qty]) => shape(productId, qty));
}

/** One request of the given kind; answers { status, ms, error? } from the client. */
export function send(kind, random, client, shop, sequence) {
  switch (kind.name) {
    case 'listing':
      return client.request('GET', `${PRODUCTS}/get-products-by-category-id?${listingQuery(random, shop)}`);
    case 'search': {
      const params = new URLSearchParams({
        categoryId: '0',
        draw: '1',
        length: '25',
        searchByName: pick(random, shop.words),
      });
      return client.request('GET', `${PRODUCTS}/get-products-by-category-id?${params}`);
    }
    case 'product':
      return client.request(
        'GET',
        `${PRODUCTS}/get-product-by-id?productId=${pick(random, shop.buyable).id}`,
      );
    case 'add to cart': {
      const product = pick(random, shop.buyable);
      const qty = 1 + Math.floor(random() * 3);
      return client.request(
        'POST',
        `${PRODUCTS}/validate-product-stock?productId=${product.id}&stock=${qty}`,
      );
    }
    case 'B2B re-price': {
      const body = lines(random, shop.buyable, 1 + Math.floor(random() * 4), (productId, qty) => ({
        productId,
        qty,
        isReserve: false,
        isProductOnSale: false,
      }));
      return client.request('POST', `${ORDERS}/get-order-shipping-detail`, body, {
        authorization: `Bearer ${shop.businessToken}`,
      });
    }
    default: {
      const asBusiness = random() < 0.3;
      const body = {
        email: asBusiness ? shop.businessEmail : `load.${sequence}@example.com`,
        firstName: 'Load',
        lastName: 'Test',
        delivery: 'collection',
        lines: lines(random, shop.hot, random() < 0.7 ? 1 : 2, (productId, qty) => ({
          productId,
          qty,
          orderType: 'normal',
        })),
      };
      const headers = asBusiness ? { authorization: `Bearer ${shop.businessToken}` } : {};
      return client.request('POST', `${ORDERS}/place-order`, body, headers);
    }
  }
}

/**
 * Runs `users` virtual users until `deadline` (ms since the epoch) or until `maxRequests` have
 * been sent, whichever comes first; users are spread over the clients (one per server).
 */
export async function runUsers({ users, clients, shop, deadline, maxRequests, seed, record }) {
  let sent = 0;
  const user = async (index) => {
    const random = prng(seed + index * 7919);
    const client = clients[index % clients.length];
    while (Date.now() < deadline && sent < maxRequests) {
      sent += 1;
      const kind = chooseKind(random);
      record(kind, client.label, await send(kind, random, client, shop, sent));
    }
  };
  await Promise.all(Array.from({ length: users }, (_, index) => user(index)));
  return sent;
}
