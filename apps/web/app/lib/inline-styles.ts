import { createContext, useContext } from 'react';

/**
 * The site's stylesheet as text, given by the server entry (entry.server.tsx) so that the root layout writes it into
 * the page's head: the first paint then waits for nothing but the HTML (docs/008-public-pages-at-static-speed.md: it no
 * longer queues behind the preloaded scripts). In the browser there is none: the `<style>` the server wrote stays as it
 * is.
 */
const InlineStylesContext = createContext<string | undefined>(undefined);

export const InlineStylesProvider = InlineStylesContext.Provider;

export function useInlineStyles(): string | undefined {
  return useContext(InlineStylesContext);
}
