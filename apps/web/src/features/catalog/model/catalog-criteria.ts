import {
  CATEGORIES,
  COURSE_SORTS,
  LIMITS,
  MIN_RATINGS,
  type CallInput,
  type Category,
  type CourseSortOption,
  type CourseWire,
  type endpoints,
} from '@classroom/http-contract';

/** Price choices of the catalogue: each is a filter of the API (dollars, bounds included). */
export const PRICE_OPTIONS = [
  { value: 'free', label: 'Free', query: { price: 'free' } },
  { value: 'paid', label: 'Paid', query: { price: 'paid' } },
  { value: 'under-20', label: 'Under $20', query: { price: 'paid', maxPrice: 19 } },
  { value: '20-50', label: '$20 to $50', query: { minPrice: 20, maxPrice: 50 } },
  { value: 'over-50', label: 'Over $50', query: { minPrice: 51 } },
] as const;
export type PriceOption = (typeof PRICE_OPTIONS)[number]['value'];

export const LANGUAGE_OPTIONS = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Japanese',
  'Hindi',
] as const;

export const SORT_LABELS: Record<CourseSortOption, string> = {
  relevance: 'Relevance',
  popular: 'Most popular',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Highest rated',
};

/** The rating filter's choices: the lowest average, in whole stars. */
export const RATING_OPTIONS = [...MIN_RATINGS].reverse().map((value) => ({
  value,
  label: `${value}+ stars`,
}));
export type RatingOption = (typeof MIN_RATINGS)[number];

/** What the catalogue shows: the words, the filters and the order, as the URL holds them. */
export interface CatalogCriteria {
  text: string;
  category: Category | '';
  price: PriceOption | '';
  language: string;
  certificate: CourseWire['certificate'] | '';
  rating: RatingOption | '';
  sort: CourseSortOption;
}

export const NO_CRITERIA: CatalogCriteria = {
  text: '',
  category: '',
  price: '',
  language: '',
  certificate: '',
  rating: '',
  sort: 'relevance',
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';

/**
 * The criteria of a URL. Anything the server would refuse is dropped or cut here, so a
 * shared link, however long or edited by hand, always shows a catalogue: text past the
 * server's limit is cut, unknown filters are ignored.
 */
export function criteriaFromParams(params: URLSearchParams): CatalogCriteria {
  return {
    text: (params.get('search') ?? '').slice(0, LIMITS.search).trim(),
    category: oneOf(CATEGORIES, params.get('category')),
    price: oneOf(
      PRICE_OPTIONS.map((option) => option.value),
      params.get('price'),
    ),
    language: (params.get('language') ?? '').trim().slice(0, LIMITS.language),
    certificate: oneOf(['Yes', 'No'] as const, params.get('certificate')),
    rating: oneOf(MIN_RATINGS, params.get('rating')),
    sort: oneOf(COURSE_SORTS, params.get('sort')) || 'relevance',
  };
}

/** The URL parameters of some criteria; defaults are left out, so plain links stay plain. */
export function paramsFromCriteria(criteria: CatalogCriteria): Record<string, string> {
  const params: Record<string, string> = {};
  const text = criteria.text.trim();
  if (text) params.search = text;
  if (criteria.category) params.category = criteria.category;
  if (criteria.price) params.price = criteria.price;
  if (criteria.language) params.language = criteria.language;
  if (criteria.certificate) params.certificate = criteria.certificate;
  if (criteria.rating) params.rating = criteria.rating;
  if (criteria.sort !== 'relevance') params.sort = criteria.sort;
  return params;
}

/** The query of the catalogue's search. */
export type SearchCallQuery = NonNullable<CallInput<typeof endpoints.searchCourses>['query']>;

/** The API query of some criteria (the search's own words go as `search`). */
export function apiQuery(criteria: CatalogCriteria): SearchCallQuery {
  const price = PRICE_OPTIONS.find((option) => option.value === criteria.price);
  return {
    search: criteria.text.trim() || undefined,
    category: criteria.category || undefined,
    language: criteria.language || undefined,
    certificate: criteria.certificate || undefined,
    minRating: criteria.rating || undefined,
    ...(price?.query ?? {}),
    sort: criteria.sort === 'relevance' ? undefined : criteria.sort,
  };
}

export function hasFilters(criteria: CatalogCriteria): boolean {
  return Boolean(
    criteria.category ||
    criteria.price ||
    criteria.language ||
    criteria.certificate ||
    criteria.rating,
  );
}
