export type Dialect = 'mysql' | 'sqlite';
