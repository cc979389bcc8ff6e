import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a page whose code the page does not need before it is interactive (a form below the first screen and its
 * form library): its code is fetched when the page hydrates, apart from the page's own, and the part hydrates when it
 * arrives (docs/020-node-24.md "Lighter public pages").
 *
 * The server renders it whole (its code is in the server build), so its HTML is on the page from the first byte.
 * In the browser it is React's `lazy` inside `Suspense`: while its code loads, React keeps the server's HTML of it
 * as it is (a dehydrated boundary: the same elements, what the visitor typed and where the focus is stay), hydrates
 * the rest of the page, then this part; a click on it before then is replayed once it is hydrated (React 19's
 * selective hydration). A form works before that too: it posts to the page's action without JavaScript.
 * @param load imports the module and returns the component (a module-level function, called once).
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function HydratedLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return HydratedLater;
}
