import { useEffect } from 'react';

/** The product's name after the page's in the browser tab ("Surgical cases · PathDesk"). */
const PRODUCT = 'PathDesk';

/** The tab title for a page whose main heading reads `heading` (the product alone when it has none yet). */
export function documentTitle(heading: string | null | undefined): string {
  const text = (heading ?? '').replace(/\s+/g, ' ').trim();
  return text && text !== PRODUCT ? `${text} · ${PRODUCT}` : PRODUCT;
}

/**
 * Issue 26.8: each page's browser tab names the page. The page's own first-level heading is its
 * name, already in the user's language (the remotes render it), so the title follows the heading
 * of the main area as it appears or changes — a route change, a language switch, a case loaded —
 * with no page having to set it.
 */
export function useDocumentTitle(main: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const update = () => {
      const title = documentTitle(root.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main]);
}
