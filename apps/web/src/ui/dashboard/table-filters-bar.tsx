import { Input, Select } from 'antd';
import type { ReactNode } from 'react';

/** The filters a select can set: those whose values are words. */
type SelectableKey<F> = {
  [K in keyof F]-?: NonNullable<F[K]> extends string ? K : never;
}[keyof F];

/** A value of filter K, or '' for "every", that is no filter. */
type Choice<F, K extends keyof F> = Extract<NonNullable<F[K]>, string> | '';

/** One select of a filters bar. */
export type FilterSelect<F> = {
  [K in SelectableKey<F>]: {
    /** The filter it sets. */
    key: K;
    /** Its accessible name. */
    label: string;
    options: { value: Choice<F, K>; label: string }[];
    /** What it shows while the filter is not set. */
    unset: Choice<F, K>;
    width: number;
  };
}[SelectableKey<F>];

/**
 * A server-run table's filters: a search box, a select a filter and anything more (a checkbox)
 * as children. A change reports only what changed; an empty search or '' clears its filter.
 */
export function TableFiltersBar<F extends { q?: string }>(props: {
  /** The bar's accessible name: "Filter the courses". */
  name: string;
  searchLabel: string;
  searchPlaceholder: string;
  filters: F;
  onChange: (change: Partial<F>) => void;
  selects: FilterSelect<F>[];
  children?: ReactNode;
}) {
  const { filters, onChange } = props;
  return (
    <div className="dash-filters" role="search" aria-label={props.name}>
      <Input.Search
        // A search opened from elsewhere (the header's) replaces the text shown.
        key={filters.q ?? ''}
        aria-label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        allowClear
        defaultValue={filters.q}
        onSearch={(q) => onChange({ q: q.trim() || undefined } as Partial<F>)}
        style={{ width: 260, maxWidth: '100%' }}
      />
      {props.selects.map((select) => (
        <Select<string>
          key={String(select.key)}
          aria-label={select.label}
          value={(filters[select.key] as string | undefined) ?? select.unset}
          options={select.options}
          onChange={(value) => onChange({ [select.key]: value || undefined } as Partial<F>)}
          style={{ width: select.width }}
        />
      ))}
      {props.children}
    </div>
  );
}
