import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { AdminPageHeader } from '~/components/admin/page-header';
import { PageSizeSelect } from '~/components/admin/page-size-select';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { FocusFallback } from '~/components/ui/return-focus';
import { DataTable, EmptyRow, type DataTableColumn } from '~/components/ui/data-table';
import { withParams } from '~/lib/admin-url';
import { pageWindow } from '~/lib/pagination';
import { Pagination } from '~/components/ui/pagination';

/** What a staff list keeps of each record: the CMS documentId (the row's key and what delete posts). */
interface Listed {
  documentId: string;
}

/** What a row (or card) can ask of its list: open the view dialog, ask to delete. */
export interface RowControls {
  view: () => void;
  remove: () => void;
}

/** A table column of a staff list: its heading and what its cell shows for one record. */
export interface AdminColumn<T> extends DataTableColumn {
  cell(item: T, row: RowControls): ReactNode;
  className?: string;
}

/** The answer of a staff list's action to a delete (and to the other intents that use a fetcher). */
export interface ActionAnswer {
  ok: boolean;
  message: string;
  /** A refused save's messages by field, for the form to show beside each field. */
  fieldErrors?: Record<string, string[]>;
}

/**
 * Toasts a fetcher's `{ ok, message }` answer once it has settled: the message on success (then `onOk`), an
 * "Error" toast with the message otherwise (then `onError`), once per answer: the callbacks may change between
 * renders.
 */
export function useActionToast(
  fetcher: { state: string; data?: ActionAnswer },
  onOk: () => void,
  onError: () => void = () => undefined,
) {
  const { state, data } = fetcher;
  const latest = useRef({ onOk, onError });
  useEffect(() => {
    latest.current = { onOk, onError };
  });
  useEffect(() => {
    if (state !== 'idle' || !data) return;
    if (data.ok) {
      toast.success(data.message);
      latest.current.onOk();
    } else {
      toast.error('Error', { description: data.message });
      latest.current.onError();
    }
  }, [state, data]);
}

/**
 * The scaffold of the four staff lists (applications, jobs, articles, enquiries): page header, a toolbar (filters on
 * the left, "Per page" on the right when `pageSize` is given), the load error (as an alert, and as a toast when
 * `toastError`), the records (a `DataTable` from `columns`, or `renderItems` for another layout), the page links
 * (docs/000-product.md §9: up to five page buttons plus the last page, URLs keep the list's other params), the view
 * dialog and the delete confirmation. Delete posts `intent=delete` and `documentId` to the route's action with a
 * fetcher and toasts its `{ ok, message }` answer (the dialog closes on success). A dialog of the list (`children`
 * included) that closes after the button that opened it has gone, such as a deleted row's, leaves the focus on the
 * list's heading.
 */
export function AdminList<T extends Listed>({
  title,
  subtitle,
  logout,
  actions,
  toolbar,
  path,
  search,
  pageSize,
  error,
  toastError = false,
  items,
  columns,
  empty,
  renderItems,
  pagination,
  page,
  pagesLabel,
  renderView,
  initialView = null,
  controlledView,
  confirmDelete,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  logout?: boolean;
  /** Buttons of the header (Add, New). */
  actions?: ReactNode;
  toolbar?: ReactNode;
  /** The list's own path and its current params, for page links and the page size select. */
  path: string;
  search: URLSearchParams;
  pageSize?: number;
  error: string | null;
  toastError?: boolean;
  items: T[];
  columns?: AdminColumn<T>[];
  /** The one row of an empty table. */
  empty?: ReactNode;
  renderItems?: (items: T[], controls: (item: T) => RowControls) => ReactNode;
  /** The list's page count from the CMS; null when the list could not be loaded. */
  pagination: { pageCount: number } | null;
  page: number;
  /** Accessible name of the page links' navigation ("Job pages"). */
  pagesLabel: string;
  /** The view dialog of one record; the record is read from `items` again after every load. */
  renderView?: (item: T, close: () => void) => ReactNode;
  /** The documentId of the record whose view is open at first (a link to it), or null. */
  initialView?: string | null;
  /**
   * A view kept by the page rather than by the list (the applications list keeps it in the URL): the record whose view
   * is open (it may be missing from `items`: the page loads it), and what View details and closing ask for. With it,
   * `initialView` is not read and a record that left the list keeps its dialog open.
   */
  controlledView?: { viewed: T | null; onView: (documentId: string | null) => void };
  confirmDelete?: { title: string; description(item: T): string };
  /** Other dialogs of the page (an editor). */
  children?: ReactNode;
}) {
  const [viewing, setViewing] = useState<string | null>(initialView);
  const [deleting, setDeleting] = useState<T | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleter = useFetcher<ActionAnswer>();
  useActionToast(deleter, () => setDeleting(null));
  const viewed = controlledView ? controlledView.viewed : (items.find((item) => item.documentId === viewing) ?? null);
  // A record that left the list (deleted, or changed so that the filter no longer finds it) closes its dialog for
  // good, rather than reopening it if a later page of the list holds it again (adjusted while rendering).
  if (!controlledView && viewing !== null && viewed === null) setViewing(null);
  const setView = controlledView ? controlledView.onView : setViewing;
  const controls = (item: T): RowControls => ({
    view: () => setView(item.documentId),
    remove: () => setDeleting(item),
  });

  useEffect(() => {
    if (toastError && error) toast.error('Error', { description: error });
  }, [toastError, error]);

  return (
    <FocusFallback.Provider value={() => heading.current}>
      <AdminPageHeader title={title} subtitle={subtitle} logout={logout} headingRef={heading}>
        {actions}
      </AdminPageHeader>

      {toolbar || pageSize ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
          {toolbar}
          {pageSize ? <PageSizeSelect path={path} search={search} value={pageSize} /> : null}
        </div>
      ) : null}

      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}

      {columns ? (
        <DataTable columns={columns}>
          {items.length === 0 ? <EmptyRow colSpan={columns.length}>{empty}</EmptyRow> : null}
          {items.map((item) => (
            <tr key={item.documentId}>
              {columns.map((column) => (
                <td key={column.label} className={column.className ?? 'px-4 py-3 text-slate-700'}>
                  {column.cell(item, controls(item))}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      ) : (
        renderItems?.(items, controls)
      )}

      {pagination ? (
        <Pagination
          className="mt-6"
          items={pageWindow(page, pagination.pageCount)}
          page={page}
          pageCount={pagination.pageCount}
          hrefFor={(number) => withParams(path, search, { page: number })}
          label={pagesLabel}
        />
      ) : null}

      {viewed && renderView ? renderView(viewed, () => setView(null)) : null}

      {confirmDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title={confirmDelete.title}
          description={deleting ? confirmDelete.description(deleting) : ''}
          busy={deleter.state !== 'idle'}
          onConfirm={() =>
            deleting && deleter.submit({ intent: 'delete', documentId: deleting.documentId }, { method: 'post' })
          }
        />
      ) : null}
      {children}
    </FocusFallback.Provider>
  );
}
