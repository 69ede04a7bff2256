import { LEAF_CATEGORY_IDS } from './categories';
import { ADJECTIVES, COLOURS, KINDS, MODELS, type ProductKind } from './kinds';
import { randomForId, type Random } from './prng';

export const PRODUCT_CONDITIONS = ['new', 'b-grade', 'returned'] as const;

/** One generated product, in the shape of the products table (money in cents incl. VAT). */
export interface SeedProduct {
  id: number;
  name: string;
  description: string;
  categoryId: number;
  brand: string;
  priceCents: number | null;
  oldPriceCents: number | null;
  stock: number | null;
  color: string;
  size: string;
  type: string;
  condition: string;
  approved: boolean;
  isSale: boolean;
  offerEndDate: Date | null;
  b2bDiscountFlag: boolean;
  b2bDiscountPercent: number;
  createdAt: Date;
  views: string[];
}

const DAY_MS = 86_400_000;

function kindOf(categoryId: number): ProductKind {
  const kind = KINDS[categoryId];
  if (!kind) throw new Error(`no product kind for leaf category ${categoryId}`);
  return kind;
}

/** A shelf price ending the way shop prices do: 24,95, 24,99, 24,50 or 25,00. */
function shelfPrice(random: Random, [min, max]: readonly [number, number]): number {
  const euros = random.int(min, max);
  const ending = random.pick([95, 95, 99, 50, 0]);
  return ending === 0 ? euros * 100 : (euros - 1) * 100 + ending;
}

function stockOf(random: Random, id: number): number | null {
  // A few products without a stock number: the shop must refuse to add them to the cart (spec §5).
  if (id % 120 === 77) return null;
  const roll = random.next();
  if (roll < 0.07) return 0;
  if (roll < 0.19) return random.int(1, 5);
  return random.int(6, 500);
}

function saleOf(random: Random, priceCents: number | null, now: Date) {
  if (priceCents === null || !random.chance(0.18))
    return { isSale: false, oldPriceCents: null, offerEndDate: null };
  const oldPriceCents = Math.ceil((priceCents * (1.15 + random.next() * 0.45)) / 100) * 100 - 5;
  // Three in four offers still run; the rest have ended, so the countdown's finished state shows too.
  const days = random.chance(0.75) ? random.int(1, 45) : -random.int(1, 30);
  const offerEndDate = new Date(now.getTime() + days * DAY_MS + random.int(0, 23) * 3_600_000);
  return { isSale: true, oldPriceCents, offerEndDate };
}

function describe(kind: ProductKind, type: string, color: string, size: string, model: string): string {
  return (
    `${kind.noun} uit de serie ${model}, van ${type.toLowerCase()} in de kleur ${color.toLowerCase()}, ` +
    `maat ${size}. Geschikt voor thuis en voor de horeca. ${kind.care}`
  );
}

/** Product `id` of the seed catalogue; the same id always gives the same product. */
export function generateProduct(id: number, now: Date): SeedProduct {
  const random = randomForId(id);
  const categoryId = random.pick(LEAF_CATEGORY_IDS);
  const kind = kindOf(categoryId);
  const color = random.pick(COLOURS);
  const size = random.pick(kind.sizes);
  const type = random.pick(kind.types);
  const model = random.pick(MODELS);
  const adjective = random.chance(0.4) ? random.pick(ADJECTIVES) : undefined;
  const noun = adjective ? `${adjective} ${kind.noun.toLowerCase()}` : kind.noun;
  const name = `${noun} ${model} ${type.toLowerCase()} ${color.toLowerCase()} ${size}`;
  // A few products without a price: the shop must refuse to add them to the cart (spec §5).
  const priceCents = id % 120 === 7 ? null : shelfPrice(random, kind.priceEuros);
  const stock = stockOf(random, id);
  const sale = saleOf(random, priceCents, now);
  const b2bDiscountFlag = random.chance(0.35);
  const conditionRoll = random.next();
  return {
    id,
    name,
    description: describe(kind, type, color, size, model),
    categoryId,
    brand: random.pick(kind.brands),
    priceCents,
    stock,
    color,
    size,
    type,
    condition: conditionRoll < 0.88 ? 'new' : conditionRoll < 0.96 ? 'b-grade' : 'returned',
    // Some products wait for approval: they exist but the shop does not show them.
    approved: id % 50 !== 25,
    ...sale,
    b2bDiscountFlag,
    b2bDiscountPercent: b2bDiscountFlag ? random.pick([5, 8, 10, 12, 15, 20]) : 0,
    createdAt: new Date(now.getTime() - random.int(0, 365) * DAY_MS - random.int(0, 86_399) * 1000),
    views: ['front', ...random.sample(kind.views, random.int(1, 3))],
  };
}
