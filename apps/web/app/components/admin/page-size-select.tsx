import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '~/lib/pagination';
import { withParams } from '~/lib/admin-url';

/**
 * "Per page" select of the staff lists (spec §9: 5, 10, 25, 50; default 10). Choosing a size keeps the other
 * filters, goes back to page 1 (spec §4 "changing … the page size resets to page 1") and leaves the default out
 * of the URL.
 */
export function PageSizeSelect({ path, search, value }: { path: string; search: URLSearchParams; value: number }) {
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      Per page
      <select
        value={value}
        onChange={(event) => {
          const size = Number(event.target.value);
          navigate(withParams(path, search, { pageSize: size === DEFAULT_PAGE_SIZE ? null : String(size) }));
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
