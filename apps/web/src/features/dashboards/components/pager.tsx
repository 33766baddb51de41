import { Button } from 'antd';

interface PagerProps {
  page: number;
  pages: number;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / 'Page X of Y' / Next under a paginated table. */
export function Pager({ page, pages, busy, onPrevious, onNext }: PagerProps) {
  return (
    <nav className="dash-pager" aria-label="Pagination">
      <Button onClick={onPrevious} disabled={busy || page <= 1}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button onClick={onNext} disabled={busy || page >= pages}>
        Next
      </Button>
    </nav>
  );
}
