import {
  type ColumnDef,
  type RowData,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';

/** Sorting, a filter over every column and paging: the console's tables, headless. */
const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime },
  filterFns: { includesString: filterFn_includesString },
});

export type AdminColumn<T extends RowData> = ColumnDef<typeof adminTableFeatures, T>;

const PAGE_SIZE = 20;

interface AdminTableProps<T extends RowData> {
  /** Names the table for assistive technology. */
  label: string;
  columns: AdminColumn<T>[];
  data: T[];
  /** Paging and sorting done by the server (the audit log): only the rows given are drawn. */
  manual?: boolean;
  /** Shown in place of the filter box (e.g. the server's own filters). */
  filterable?: boolean;
}

/** A sortable, filterable, paged table styled as the rest of the site. */
export function AdminTable<T extends RowData>({
  label,
  columns,
  data,
  manual = false,
  filterable = true,
}: AdminTableProps<T>) {
  const { t } = useTranslation(ADMIN_NS);
  const [filter, setFilter] = useState('');
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    globalFilterFn: 'includesString',
    state: { globalFilter: filter },
    onGlobalFilterChange: (value) => setFilter(typeof value === 'string' ? value : ''),
    initialState: { pagination: { pageIndex: 0, pageSize: manual ? data.length || 1 : PAGE_SIZE } },
  });
  const rows = table.getRowModel().rows;
  const pages = Math.max(1, table.getPageCount());
  const page = table.state.pagination.pageIndex + 1;
  return (
    <div className="flex flex-col gap-3">
      {filterable && !manual && (
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          aria-label={t('table.filter')}
          placeholder={t('table.filter')}
          className="w-full max-w-sm rounded-lg border border-line bg-night px-3 py-2 text-sand placeholder:text-mist/70 focus:border-gold focus:outline-none"
        />
      )}
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-start text-sm" aria-label={label}>
          <thead className="bg-night text-mist">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title =
                    typeof header.column.columnDef.header === 'string'
                      ? header.column.columnDef.header
                      : header.id;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 text-start font-semibold"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() && !manual ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex min-h-9 items-center gap-1 hover:text-sand focus-visible:text-sand"
                          aria-label={t('table.sortBy', { column: title })}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 text-sand">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-4 text-mist">{t('table.empty')}</p>}
      </div>
      {!manual && pages > 1 && (
        <div className="flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            {t('table.previous')}
          </Button>
          <span className="text-sm text-mist">{t('table.page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            {t('table.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
