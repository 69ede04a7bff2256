/** What a product of a leaf category is made of and sold as: the words and ranges the seed draws from. */
export interface ProductKind {
  noun: string;
  sizes: readonly string[];
  /** Material or weave: the listing's `type` filter. */
  types: readonly string[];
  brands: readonly string[];
  /** Shelf price incl. VAT, whole euros. */
  priceEuros: readonly [number, number];
  /** Image views besides 'front'; a product gets one to three of them. */
  views: readonly string[];
  care: string;
}

const BED_BRANDS = ['Linnenhuys', 'Slaapwel', 'Dutch Dream Linen', 'Wolkenzacht', 'Katoenhof'];
const BATH_BRANDS = ['Badgoed & Co', 'Zacht & Zo', 'Katoenhof', 'Hotelwaar'];
const KITCHEN_BRANDS = ['Keukenmeester', 'Van Dijk Textiel', 'Linnenhuys'];
const HORECA_BRANDS = ['Hotelwaar', 'Horeca Basics', 'Van Dijk Textiel'];
const BED_TYPES = ['Katoen', 'Percal', 'Satijn', 'Flanel', 'Jersey', 'Linnen'];
const TOWEL_TYPES = ['Badstof', 'Wafelstof', 'Bamboe', 'Katoen'];
const KITCHEN_TYPES = ['Halflinnen', 'Katoen', 'Linnen', 'Wafelstof'];
const CLOTHING = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const SOCK_SIZES = ['35-38', '39-42', '43-46', '47-50'];
const BED_VIEWS = ['back', 'detail', 'folded', 'lifestyle'];
const TOWEL_VIEWS = ['detail', 'folded', 'lifestyle', 'side'];
const WEAR_VIEWS = ['back', 'detail', 'side', 'lifestyle'];
const WASH_60 = 'Wasbaar op 60 °C, geschikt voor de droger.';
const WASH_40 = 'Wasbaar op 40 °C, niet bleken.';

const bed = (noun: string, sizes: string[], priceEuros: [number, number]): ProductKind => ({
  noun,
  sizes,
  types: BED_TYPES,
  brands: BED_BRANDS,
  priceEuros,
  views: BED_VIEWS,
  care: WASH_60,
});
const bath = (noun: string, sizes: string[], priceEuros: [number, number]): ProductKind => ({
  noun,
  sizes,
  types: TOWEL_TYPES,
  brands: BATH_BRANDS,
  priceEuros,
  views: TOWEL_VIEWS,
  care: WASH_60,
});
const kitchen = (noun: string, sizes: string[], priceEuros: [number, number]): ProductKind => ({
  noun,
  sizes,
  types: KITCHEN_TYPES,
  brands: KITCHEN_BRANDS,
  priceEuros,
  views: ['detail', 'folded', 'lifestyle'],
  care: WASH_60,
});
const robe = (noun: string, sizes: string[], types: string[], priceEuros: [number, number]): ProductKind => ({
  noun,
  sizes,
  types,
  brands: ['Zacht & Zo', 'Badgoed & Co', 'Hotelwaar', 'Wolkenzacht'],
  priceEuros,
  views: WEAR_VIEWS,
  care: WASH_40,
});
const wear = (noun: string, sizes: string[], types: string[], priceEuros: [number, number]): ProductKind => ({
  noun,
  sizes,
  types,
  brands: ['Heren van Hemden', 'Katoenhof', 'Van Dijk Textiel'],
  priceEuros,
  views: WEAR_VIEWS,
  care: WASH_40,
});
const socks = (noun: string, sizes: string[], priceEuros: [number, number]): ProductKind => ({
  noun,
  sizes,
  types: ['Katoen', 'Merinowol', 'Bamboe', 'Badstof'],
  brands: ['Sokkenfabriek Tilburg', 'Katoenhof'],
  priceEuros,
  views: ['back', 'detail', 'side'],
  care: WASH_40,
});
const bbq = (noun: string, sizes: string[], types: string[], priceEuros: [number, number]): ProductKind => ({
  noun,
  sizes,
  types,
  brands: ['Grillgilde', 'Keukenmeester'],
  priceEuros,
  views: ['back', 'detail', 'lifestyle'],
  care: 'Afneembaar met een vochtige doek; handwas op 30 °C.',
});

/** Keyed by leaf category id (see categories.ts). */
export const KINDS: Readonly<Record<number, ProductKind>> = {
  52: bed('Dekbedovertrek', ['140x200/220', '140x220'], [25, 80]),
  53: bed('Dekbedovertrek', ['200x200/220', '200x220'], [35, 110]),
  54: bed('Dekbedovertrek', ['240x200/220', '260x200/220'], [45, 140]),
  15: bed('Hoeslaken', ['90x200', '140x200', '160x200', '180x200'], [15, 55]),
  16: bed('Kussensloop', ['60x70', '50x70', '40x60'], [8, 25]),
  17: bed('Laken', ['150x250', '200x260', '240x260'], [14, 45]),
  18: {
    ...bed('Matrasbeschermer', ['90x200', '140x200', '160x200', '180x200'], [20, 75]),
    types: ['Molton', 'Badstof', 'Katoen'],
  },
  19: {
    ...bed('Dekbed', ['140x200', '200x200', '240x220'], [40, 220]),
    types: ['Dons', 'Synthetisch', 'Wol'],
  },
  20: { ...bed('Hoofdkussen', ['60x70', '50x60'], [15, 75]), types: ['Dons', 'Synthetisch', 'Traagschuim'] },
  21: bath('Handdoek', ['50x100', '60x110'], [5, 20]),
  22: bath('Badlaken', ['70x140', '100x150'], [12, 40]),
  23: bath('Gastendoekje', ['30x50', '40x60'], [3, 9]),
  24: bath('Washandje', ['16x21'], [2, 5]),
  25: bath('Badmat', ['50x80', '60x100'], [10, 35]),
  26: bath('Strandlaken', ['90x180', '100x200'], [15, 45]),
  27: kitchen('Theedoek', ['50x70', '65x65'], [3, 10]),
  28: kitchen('Keukendoek', ['50x50', '50x60'], [3, 8]),
  29: kitchen('Keukenschort', ['One size'], [12, 35]),
  30: kitchen('Ovenwant', ['One size', '18x30'], [5, 15]),
  31: kitchen('Tafelkleed', ['140x180', '140x240', '160x300'], [20, 90]),
  32: kitchen('Servet', ['40x40', '50x50'], [2, 8]),
  36: robe('Wafelbadjas', CLOTHING, ['Wafelstof', 'Katoen'], [30, 90]),
  37: robe('Badjas', CLOTHING, ['Badstof', 'Velours'], [35, 110]),
  38: robe('Kimono', ['S/M', 'L/XL'], ['Katoen', 'Satijn', 'Linnen'], [25, 80]),
  39: robe('Kinderbadjas', ['98/104', '110/116', '122/128', '134/140'], ['Badstof', 'Velours'], [20, 45]),
  40: bbq('BBQ-schort', ['One size'], ['Canvas', 'Leer', 'Denim'], [20, 70]),
  41: bbq('Grillhandschoen', ['One size', 'L', 'XL'], ['Leer', 'Aramide', 'Siliconen'], [10, 40]),
  42: bbq('BBQ-hoes', ['S', 'M', 'L', 'XL'], ['Polyester', 'Canvas'], [20, 60]),
  44: wear(
    'Overhemd',
    ['38', '39', '40', '41', '42', '43', '44', '45'],
    ['Popeline', 'Oxford', 'Twill'],
    [35, 100],
  ),
  45: wear('Overhemd', CLOTHING, ['Linnen', 'Flanel', 'Oxford', 'Denim'], [30, 85]),
  46: wear('Poloshirt', CLOTHING, ['Piqué', 'Katoen'], [20, 60]),
  47: wear('T-shirt', CLOTHING, ['Katoen', 'Biologisch katoen', 'Bamboe'], [10, 35]),
  48: socks('Herensokken', SOCK_SIZES.slice(1), [6, 25]),
  49: socks('Damessokken', SOCK_SIZES.slice(0, 3), [6, 22]),
  50: { ...socks('Sportsokken', SOCK_SIZES, [7, 20]), types: ['Badstof', 'Katoen', 'Polyamide'] },
  51: socks('Kindersokken', ['23-26', '27-30', '31-34'], [4, 14]),
  55: {
    ...bed('Hotellaken', ['160x280', '240x280', '270x290'], [15, 40]),
    brands: HORECA_BRANDS,
    types: ['Percal', 'Katoen', 'Polykatoen'],
  },
  56: { ...bath('Hotelhanddoek', ['50x100', '70x140'], [4, 18]), brands: HORECA_BRANDS },
  57: {
    ...kitchen('Tafellaken', ['140x140', '180x180', '230x230'], [25, 110]),
    brands: HORECA_BRANDS,
    types: ['Damast', 'Polyester', 'Katoen'],
  },
  58: wear('Koksjas', CLOTHING, ['Polykatoen', 'Katoen'], [30, 75]),
};

export const COLOURS = [
  'Wit',
  'Gebroken wit',
  'Zand',
  'Beige',
  'Taupe',
  'Grijs',
  'Antraciet',
  'Zwart',
  'Marineblauw',
  'Lichtblauw',
  'Oudroze',
  'Bordeaux',
  'Saliegroen',
  'Mosgroen',
  'Okergeel',
  'Terracotta',
] as const;

/** Model names: Dutch places, so names read like a real range ('Dekbedovertrek Texel ...'). */
export const MODELS = [
  'Texel',
  'Vlieland',
  'Ameland',
  'Terschelling',
  'Zeeland',
  'Veluwe',
  'Giethoorn',
  'Volendam',
  'Delft',
  'Leiden',
  'Haarlem',
  'Utrecht',
  'Maastricht',
  'Zwolle',
  'Kampen',
  'Harlingen',
  'Dokkum',
  'Hoorn',
  'Enkhuizen',
  'Scheveningen',
] as const;

export const ADJECTIVES = ['Luxe', 'Hotel', 'Comfort', 'Basic', 'Premium', 'Soft', 'Classic'] as const;
