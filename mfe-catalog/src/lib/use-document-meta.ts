import { useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the document title and meta description while a page is shown, and puts the previous ones
 * back when it leaves, so the next page (perhaps another team's) does not inherit ours.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    tag.content = (description ?? '').slice(0, 300);
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
