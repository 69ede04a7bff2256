/**
 * The shop's words in its four languages: one way to address the shopper per language, and one
 * translation per term. Every message file, info page and e-mail is checked against this list by
 * tooling/checks/translations.test.js (docs/translations.md says what it reads and how to fix what
 * it reports). Not part of the package's entry: nothing in a browser needs it.
 *
 * A variant to avoid is matched, ignoring case, where a word starts (after a space, a hyphen or
 * punctuation), so "deal" finds "deals" but not "iDEAL", and "mailadres" not "e-mailadres"; it may
 * end inside a word ("ordernummer" finds "ordernummers", "verifi" finds "verificatielink").
 */

export type Language = 'nl' | 'en' | 'fr' | 'de';

export interface Register {
  /** How the shop addresses the shopper, as a translator reads it. */
  readonly use: string;
  /** The other form of address, as whole words (the pattern carries its own word boundaries). */
  readonly avoid: RegExp | null;
}

/**
 * Dutch speaks with "je/jouw" as the shop always has in its own pages; French and German use the
 * polite form, which nearly every French and German text already used when this list was made.
 * Word boundaries are spelled out because JavaScript's \b knows only ASCII letters.
 */
export const REGISTER: Record<Language, Register> = {
  nl: { use: 'je / jouw (informal)', avoid: /(?<![\p{L}\p{N}-])(u|uw|uzelf)(?![\p{L}\p{N}-])/iu },
  en: { use: 'you', avoid: null },
  fr: {
    use: 'vous / votre (polite)',
    avoid: /(?<![\p{L}\p{N}-])(tu|toi|ton|ta|tes|te|t’|t')(?![\p{L}\p{N}-])/iu,
  },
  de: {
    use: 'Sie / Ihr (polite)',
    avoid: /(?<![\p{L}\p{N}-])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}\p{N}-])/iu,
  },
};

export interface Term {
  /** What the term means in the shop, so a translator picks the right sense. */
  readonly meaning: string;
  readonly use: Record<Language, string>;
  /** Variants that mean the same and must not appear, per language. */
  readonly avoid?: Partial<Record<Language, readonly string[]>>;
}

export const TERMS: readonly Term[] = [
  {
    meaning: 'the cart: what the shopper is about to order',
    use: { nl: 'winkelwagen', en: 'cart', fr: 'panier', de: 'Warenkorb' },
    avoid: {
      nl: ['winkelmand', 'winkelkar'],
      en: ['basket'],
      fr: ['chariot', 'caddie'],
      de: ['Einkaufswagen'],
    },
  },
  {
    meaning: 'the wishlist: products kept for later',
    use: { nl: 'verlanglijst', en: 'wishlist', fr: 'liste d’envies', de: 'Wunschliste' },
    avoid: {
      nl: ['wensenlijst', 'wenslijst', 'favorieten'],
      en: ['wish list'],
      fr: ['liste de souhaits', 'liste de favoris'],
      de: ['Merkliste', 'Merkzettel'],
    },
  },
  {
    meaning: 'an order the shopper placed, and its number (RD-…)',
    use: {
      nl: 'bestelling, bestelnummer',
      en: 'order, order number',
      fr: 'commande, numéro de commande',
      de: 'Bestellung, Bestellnummer',
    },
    avoid: {
      nl: ['ordernummer', 'orderbevestiging', 'afhaalorder', 'orderregel'],
      de: ['Auftragsnummer', 'Ordernummer'],
    },
  },
  {
    meaning: "the shopper's e-mail address, and an e-mail the shop sends",
    use: {
      nl: 'e-mailadres, e-mail',
      en: 'email address, email',
      fr: 'adresse e-mail, e-mail',
      de: 'E-Mail-Adresse, E-Mail',
    },
    avoid: {
      nl: ['emailadres', 'mailadres', 'e-mail adres'],
      en: ['e-mail'],
      fr: ['courriel', 'adresse électronique'],
      de: ['Email-Adresse', 'E-Mailadresse', 'Mailadresse'],
    },
  },
  {
    meaning: 'verifying an account: following the link in the e-mail the shop sent',
    use: { nl: 'bevestigen (bevestigd, bevestigingslink)', en: 'verify', fr: 'vérifier', de: 'bestätigen' },
    avoid: { nl: ['verifi', 'geverifi'], de: ['verifizier'] },
  },
  {
    meaning: 'signing in and out',
    use: {
      nl: 'inloggen, uitloggen',
      en: 'sign in, log out',
      fr: 'se connecter, se déconnecter',
      de: 'anmelden, abmelden',
    },
    // Not "aanmelden": the seller pages use it for applying to sell, which is not signing in.
    avoid: { nl: ['afmelden'], de: ['einloggen', 'ausloggen'] },
  },
  {
    meaning: 'creating an account',
    use: { nl: 'registreren', en: 'register', fr: 's’inscrire', de: 'registrieren' },
  },
  {
    meaning: 'the checkout: where the shopper places the order',
    use: { nl: 'afrekenen', en: 'checkout', fr: 'paiement', de: 'Kasse' },
    avoid: { nl: ['kassa'] },
  },
  {
    meaning: 'the place in Ede where orders and reservations are collected',
    use: { nl: 'afhaalpunt', en: 'collection point', fr: 'point de retrait', de: 'Abholstelle' },
    avoid: { nl: ['ophaalpunt', 'afhaallocatie'], en: ['pick-up point', 'pickup point'], de: ['Abholpunkt'] },
  },
  {
    meaning: 'a product on sale at an offer price',
    use: { nl: 'aanbieding', en: 'deal, on sale', fr: 'promo', de: 'Angebot' },
    avoid: { nl: ['deal', 'actieprijs', 'uitverkoop'] },
  },
  {
    meaning: 'a product category',
    use: { nl: 'categorie', en: 'category', fr: 'catégorie', de: 'Kategorie' },
    avoid: { nl: ['rubriek'] },
  },
  {
    meaning: 'a product with no stock left',
    use: { nl: 'uitverkocht', en: 'sold out', fr: 'épuisé', de: 'ausverkauft' },
  },
  {
    meaning: 'the password of an account',
    use: { nl: 'wachtwoord', en: 'password', fr: 'mot de passe', de: 'Passwort' },
    avoid: { nl: ['paswoord'], de: ['Kennwort'] },
  },
];

/** French writes its apostrophe as ’ everywhere, so one text never shows two kinds. */
export const TYPOGRAPHY: Partial<
  Record<Language, readonly { readonly avoid: string; readonly use: string }[]>
> = {
  fr: [{ avoid: "'", use: '’' }],
};
