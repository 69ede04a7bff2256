import * as z from 'zod/mini';

export const LOCALES = ['nl_NL', 'en_US', 'fr_CA', 'de_DE'] as const;
export const DEFAULT_LOCALE = 'nl_NL' satisfies (typeof LOCALES)[number];

export const localeSchema = z.enum(LOCALES);
export type LocaleCode = z.infer<typeof localeSchema>;

export const languageSchema = z.object({
  languageId: z.number().check(z.int(), z.positive()),
  locale: localeSchema,
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.minLength(1)),
});
export type Language = z.infer<typeof languageSchema>;

/** The languages offered, in the order of the language dropdown. */
export const LANGUAGES: readonly Language[] = [
  { languageId: 1, locale: 'nl_NL', name: 'Nederlands', icon: 'nl' },
  { languageId: 2, locale: 'en_US', name: 'English', icon: 'us' },
  { languageId: 3, locale: 'fr_CA', name: 'Français', icon: 'fr' },
  { languageId: 4, locale: 'de_DE', name: 'Deutsch', icon: 'de' },
];

/** en_US → en-US, for Intl and the html lang attribute. */
export function toBcp47(locale: LocaleCode): string {
  return locale.replace('_', '-');
}

/** A stored or requested locale, or the default when it is not one we offer. */
export function parseLocale(value: unknown): LocaleCode {
  const parsed = localeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}

/** nl-NL → nl_NL (react-intl's locale back to ours). */
export function fromBcp47(tag: string): LocaleCode {
  return parseLocale(tag.replace('-', '_'));
}
