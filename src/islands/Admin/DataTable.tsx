import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { createQuery } from '../../lib/queries.ts';
import { adminPageSizes, type AdminTable } from '../../lib/schemas/admin.ts';
import { displayValue, tableViews } from './tables.ts';

type Row = Record<string, string | number | null>;
interface Page {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

interface Props {
  table: AdminTable;
  /** Chat sessions open their transcript. */
  onOpenRow?: (row: Row) => void;
}

/**
 * One admin table: searched, sorted and paginated on the server (TanStack Table in manual
 * mode). Visitor text is rendered as React text, never as HTML.
 */
export function DataTable({ table, onOpenRow }: Props) {
  const view = tableViews[table];
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 25 });
  const searchRef = useRef<HTMLInputElement>(null);

  const url = useMemo(() => {
    const params = new URLSearchParams({ page: String(pagination.pageIndex + 1), pageSize: String(pagination.pageSize) });
    if (search) params.set('search', search);
    const sort = sorting[0];
    if (sort) {
      params.set('sort', sort.id);
      params.set('direction', sort.desc ? 'desc' : 'asc');
    }
    return `/api/admin/lists/${table}?${params}`;
  }, [table, search, sorting, pagination]);
  const query = useMemo(() => createQuery<Page>([url]), [url]);
  const state = useStore(query);
  const page = state.data;

  // A new search starts on the first page.
  useEffect(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [search]);

  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      view.columns.map((column) => ({
        id: column.key,
        accessorFn: (row: Row) => row[column.key] ?? null,
        header: column.header,
        enableSorting: column.sortable === true,
        cell: (info) => displayValue(column.key, info.getValue<string | number | null>()),
      })),
    [view],
  );

  const grid = useReactTable({
    data: page?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: page?.total ?? 0,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
  });

  const pageCount = Math.max(1, Math.ceil((page?.total ?? 0) / pagination.pageSize));
  const headingId = `table-${table}`;

  return (
    <section className="admin-table" aria-labelledby={headingId}>
      <div className="admin-table-bar">
        <h2 id={headingId}>{view.title}</h2>
        <a className="button button-secondary" href={`/api/admin/export/${table}`} download>
          Export CSV
        </a>
      </div>
      <form
        role="search"
        className="admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(searchRef.current?.value.trim() ?? '');
        }}
      >
        <label htmlFor={`${headingId}-search`}>Search {view.title.toLowerCase()}</label>
        <input id={`${headingId}-search`} ref={searchRef} type="search" />
        <button type="submit" className="button button-secondary">Search</button>
      </form>
      {state.error ? (
        <p role="alert" className="form-error-summary">
          Could not load {view.title.toLowerCase()}: {state.error instanceof Error ? state.error.message : 'unknown error'}{' '}
          <button type="button" className="button-link" onClick={() => query.revalidate()}>Try again</button>
        </p>
      ) : null}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={view.title} aria-busy={state.loading}>
        <table>
          <thead>
            {grid.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
                {onOpenRow && <th scope="col"><span className="visually-hidden">Open</span></th>}
              </tr>
            ))}
          </thead>
          <tbody>
            {grid.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
                {onOpenRow && (
                  <td>
                    <button type="button" className="button-link" onClick={() => onOpenRow(row.original)}>Open transcript</button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page && page.total === 0 && <p>{search ? `Nothing matches “${search}”.` : 'Nothing stored yet.'}</p>}
      <div className="admin-pagination">
        <button type="button" className="button button-secondary" onClick={() => grid.previousPage()} disabled={!grid.getCanPreviousPage()}>Previous</button>
        <span>
          Page {pagination.pageIndex + 1} of {pageCount} · {page?.total ?? 0} rows
        </span>
        <button type="button" className="button button-secondary" onClick={() => grid.nextPage()} disabled={!grid.getCanNextPage()}>Next</button>
        <label>
          Rows per page{' '}
          <select value={pagination.pageSize} onChange={(event) => setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}>
            {adminPageSizes.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
      </div>
    </section>
  );
}
