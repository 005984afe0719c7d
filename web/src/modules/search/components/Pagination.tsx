import { pageItems } from '../state';

interface PaginationProps {
  page: number;
  pages: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}

/** Numbered pages with Previous and Next; hidden with at most one page (docs/product/screens.md#candidate-search, docs/product/rules.md#validation). */
export function Pagination({ page, pages, disabled = false, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="cs-pagination" aria-label="Pagination">
      <button type="button" className="btn btn--secondary btn--sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul className="cs-pagination__pages">
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`cs-pagination__page${item === page ? ' is-current' : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                disabled={disabled && item !== page}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="cs-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button type="button" className="btn btn--secondary btn--sm" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
