import type { Dialect } from './dialect';
import { searchMySql } from './mysql-course-search';
import type { Db, SearchHits, SearchWindow } from './search-ranking';
import type { WordGroup } from './search-terms';
import { searchSqlite } from './sqlite-course-search';

export { SEARCH_CANDIDATES } from './search-ranking';

/** Text search over approved courses with the dialect's own index. */
export function searchCourses(
  db: Db,
  dialect: Dialect,
  groups: WordGroup[],
  window: SearchWindow,
): Promise<SearchHits> {
  return dialect === 'mysql' ? searchMySql(db, groups, window) : searchSqlite(db, groups, window);
}
