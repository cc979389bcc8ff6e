import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '~/lib/pagination';
import { Select } from '~/components/ui/select';
import { withParams } from '~/lib/admin-url';

/**
 * "Per page" select of the staff lists (docs/000-product.md §9: 5, 10, 25, 50; default 10). Choosing a size keeps the
 * other filters, goes back to page 1 (docs/000-product.md §4 "changing … the page size resets to page 1") and leaves
 * the default out of the URL.
 */
export function PageSizeSelect({ path, search, value }: { path: string; search: URLSearchParams; value: number }) {
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      Per page
      <Select
        compact
        value={value}
        onChange={(event) => {
          const size = Number(event.target.value);
          void navigate(withParams(path, search, { pageSize: size === DEFAULT_PAGE_SIZE ? null : String(size) }));
        }}
        options={PAGE_SIZES}
      />
    </label>
  );
}
