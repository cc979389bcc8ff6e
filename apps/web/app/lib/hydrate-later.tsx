import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a page whose code the page does not need before it is interactive (a form below the first screen and its
 * form library): its code is fetched when the page hydrates, apart from the page's own, and the part hydrates when it
 * arrives (docs/020-node-24.md "Lighter public pages").
 *
 * The server renders it whole (its code is in the server build), so its HTML is on the page from the first byte.
 * In the browser it is React's `lazy` inside `Suspense`: while its code loads, React keeps the server's HTML of it
 * as it is (a dehydrated boundary: the same elements, what the visitor typed and where the focus is stay), hydrates
 * the rest of the page, then this part. Until then React handles no event in it (a click on a button there is lost,
 * as the testimonials' dialog showed), so it is only for parts that work as plain HTML meanwhile: links, and forms,
 * which post to the page's action without JavaScript. For that their HTML must be in place on the page, not sent
 * apart (see also `progressiveChunkSize` in entry.server.tsx).
 * @param load imports the module and returns the component (a module-level function; the module loads once).
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // On the server the component itself, loaded when the server starts: a `lazy` one suspends in the first render
  // that meets it, and React then sends its HTML apart from the page, put in place by a script (nothing shows without
  // JavaScript). The HTML is the same either way, inside the same boundary, so the browser hydrates it as it is.
  let loaded: ComponentType<Props> | undefined;
  if (typeof document === 'undefined') {
    void load().then((component) => {
      loaded = component;
    });
  }
  function HydratedLater(props: Props) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return HydratedLater;
}
