/** The id of the element a skip link jumps to: the page's <main>. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop of a page: hidden until focused, it jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-3 focus:left-3 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      Skip to main content
    </a>
  );
}
