/**
 * The hidden "website" field of a public form (docs/000-product.md §15): off screen and out of the tab order, so people
 * leave it empty and the server drops submissions that fill it in.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
