import { CATEGORIES, COURSE_SORTS } from '@classroom/http-contract';
import type { ReactNode } from 'react';
import {
  hasFilters,
  LANGUAGE_OPTIONS,
  PRICE_OPTIONS,
  RATING_OPTIONS,
  SORT_LABELS,
  type CatalogCriteria,
} from '../model/catalog-criteria';

interface CatalogFiltersProps {
  criteria: CatalogCriteria;
  onChange(change: Partial<CatalogCriteria>): void;
}

function Choice(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <div className="catalog-filters__choice">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
    </div>
  );
}

/** The catalogue's filters and its order; every change is a new search (and a URL). */
export function CatalogFilters({ criteria, onChange }: CatalogFiltersProps) {
  return (
    <div className="catalog-filters" role="group" aria-label="Filter and sort courses">
      <Choice
        id="filter-category"
        label="Category"
        value={criteria.category}
        onChange={(category) => onChange({ category: category as CatalogCriteria['category'] })}
      >
        <option value="">All categories</option>
        {CATEGORIES.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </Choice>
      <Choice
        id="filter-price"
        label="Price"
        value={criteria.price}
        onChange={(price) => onChange({ price: price as CatalogCriteria['price'] })}
      >
        <option value="">Any price</option>
        {PRICE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Choice>
      <Choice
        id="filter-language"
        label="Language"
        value={criteria.language}
        onChange={(language) => onChange({ language })}
      >
        <option value="">Any language</option>
        {/* A language from a shared link stays selectable even when it is not listed. */}
        {[...new Set([...LANGUAGE_OPTIONS, criteria.language].filter(Boolean))].map((language) => (
          <option key={language}>{language}</option>
        ))}
      </Choice>
      <Choice
        id="filter-certificate"
        label="Certificate"
        value={criteria.certificate}
        onChange={(certificate) =>
          onChange({ certificate: certificate as CatalogCriteria['certificate'] })
        }
      >
        <option value="">Any</option>
        <option value="Yes">With certificate</option>
        <option value="No">Without certificate</option>
      </Choice>
      <Choice
        id="filter-rating"
        label="Rating"
        value={criteria.rating}
        onChange={(rating) => onChange({ rating: rating as CatalogCriteria['rating'] })}
      >
        <option value="">Any rating</option>
        {RATING_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Choice>
      <Choice
        id="catalog-sort"
        label="Sort by"
        value={criteria.sort}
        onChange={(sort) => onChange({ sort: sort as CatalogCriteria['sort'] })}
      >
        {COURSE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Choice>
      {hasFilters(criteria) && (
        <button
          type="button"
          className="button button--ghost catalog-filters__clear"
          onClick={() =>
            onChange({ category: '', price: '', language: '', certificate: '', rating: '' })
          }
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
