import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebounced } from '../../../lib/use-debounced';
import type { SearchHits } from '../api/header-api';
import { useHeader } from '../stores/use-header';

/** Which dashboard the results open in. */
export type SearchDashboardKind = 'admin' | 'instructor';

const STATE_NAMES = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  unpublished: 'Unpublished',
} as const;

/** The page a result opens: a course's review (or details), a person in the users table. */
export function resultPath(kind: SearchDashboardKind, value: string): string {
  const [type, ...rest] = value.split(':');
  const key = rest.join(':');
  if (type === 'user') return `/admin-dashboard/users?q=${encodeURIComponent(key)}`;
  return kind === 'admin'
    ? `/admin-dashboard/review/${encodeURIComponent(key)}`
    : `/teacher-dashboard/details/${encodeURIComponent(key)}`;
}

interface HitOption {
  value: string;
  /** Read by screen readers; the list shows `name` and `meta`. */
  label: string;
  name: string;
  meta: string;
}

/** Courses first, then people, as one flat list (the ARIA listbox takes no groups). */
function optionsOf(hits: SearchHits): HitOption[] {
  return [
    ...hits.courses.map((course) => {
      const meta = `Course · ${STATE_NAMES[course.state]}`;
      return {
        value: `course:${course.id}`,
        label: `${course.name}, ${meta}`,
        name: course.name,
        meta,
      };
    }),
    ...hits.users.map((user) => ({
      value: `user:${user.email}`,
      label: `${user.name}, ${user.email}`,
      name: user.name,
      meta: user.email,
    })),
  ];
}

function renderHit(option: { data: HitOption }) {
  return (
    <span className="dash-hit">
      <span className="dash-hit__name">{option.data.name}</span>
      <span className="dash-hit__meta">{option.data.meta}</span>
    </span>
  );
}

const SearchBox = observer(function SearchBox(props: {
  kind: SearchDashboardKind;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const { search } = useHeader();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const settled = useDebounced(typed, 250);
  useEffect(() => {
    void search.search(settled);
  }, [search, settled]);

  const label = props.kind === 'admin' ? 'Search people and courses' : 'Search your courses';
  let notFound: string | null = null;
  if (typed.trim()) {
    if (search.status === 'failed') notFound = search.error;
    else if (search.empty && search.text === typed.trim()) notFound = 'Nothing matches.';
    else if (search.status === 'loading' || search.text !== typed.trim()) notFound = 'Searching…';
  }

  return (
    <AutoComplete
      className="dash-header__search"
      value={typed}
      options={typed.trim() ? optionsOf(search.hits) : []}
      optionRender={renderHit}
      defaultActiveFirstOption
      onSearch={setTyped}
      onSelect={(value: string) => {
        setTyped('');
        props.onDone?.();
        void navigate(resultPath(props.kind, value));
      }}
      notFoundContent={notFound ? <span role="status">{notFound}</span> : null}
      popupMatchSelectWidth={380}
    >
      <Input
        aria-label={label}
        placeholder="Search"
        prefix={<SearchOutlined aria-hidden="true" />}
        autoFocus={props.autoFocus}
        allowClear
      />
    </AutoComplete>
  );
});

/** The header's search; on narrow screens it waits behind a button. */
export function HeaderSearch({ kind, wide }: { kind: SearchDashboardKind; wide: boolean }) {
  const [open, setOpen] = useState(false);
  if (wide) return <SearchBox kind={kind} />;
  return (
    <>
      <Button
        type="text"
        shape="circle"
        icon={<SearchOutlined />}
        aria-label="Search"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      />
      {open ? (
        <div className="dash-header__search-panel">
          <SearchBox kind={kind} autoFocus onDone={() => setOpen(false)} />
        </div>
      ) : null}
    </>
  );
}
