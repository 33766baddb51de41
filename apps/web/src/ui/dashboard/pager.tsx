import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { showFailure } from '../../lib/run-confirmed';

/** What a paged store offers its pager; a failed move shows the server's message. */
export interface PagedStore {
  page: number;
  pages: number;
  previous(): Promise<unknown>;
  next(): Promise<unknown>;
}

/** Previous / 'Page X of Y' / Next under a paginated table. */
export const Pager = observer(function Pager({
  store,
  busy,
}: {
  store: PagedStore;
  busy: boolean;
}) {
  const { page, pages } = store;
  return (
    <nav className="dash-pager" aria-label="Pagination">
      <Button onClick={() => store.previous().catch(showFailure)} disabled={busy || page <= 1}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button onClick={() => store.next().catch(showFailure)} disabled={busy || page >= pages}>
        Next
      </Button>
    </nav>
  );
});
