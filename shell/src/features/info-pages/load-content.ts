import type { InfoPage, LocaleCode } from 'shared-contracts';

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface InfoContent {
  title: string;
  /** ISO date of the last change of the text. */
  updated: string;
  intro: string;
  sections: InfoSection[];
}

/** nl_NL → nl: the content files are named by language, one per page and language. */
export const contentLanguage = (locale: LocaleCode) => locale.slice(0, 2);

function isInfoContent(value: unknown): value is InfoContent {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<InfoContent>;
  return (
    typeof candidate.title === 'string' &&
    typeof candidate.intro === 'string' &&
    typeof candidate.updated === 'string' &&
    Array.isArray(candidate.sections)
  );
}

/**
 * The text of an information page in a language, loaded on demand: each page and language is a
 * chunk of its own, so a visitor downloads one page in one language. A file that fails to load
 * falls back to Dutch, like every translation of the shop.
 */
export async function loadInfoContent(page: InfoPage, locale: LocaleCode): Promise<InfoContent> {
  const load = async (language: string) => {
    const module: unknown = await import(
      /* webpackChunkName: "info-[request]" */ `./content/${page}/${language}.json`
    );
    const content = (module as { default?: unknown }).default ?? module;
    if (!isInfoContent(content)) throw new Error(`content/${page}/${language}.json is not page content`);
    return content;
  };
  const language = contentLanguage(locale);
  if (language === 'nl') return load('nl');
  try {
    return await load(language);
  } catch (error) {
    console.error(`[info] ${page} in ${language} could not be loaded; showing Dutch`, error);
    return load('nl');
  }
}
