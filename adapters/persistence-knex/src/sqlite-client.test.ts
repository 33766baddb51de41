import { describe, expect, it } from 'vitest';
import { sqliteClient } from './sqlite-client';

describe('sqliteClient', () => {
  it('keeps better-sqlite3 12 on Node 20 and loads 13 (Node-API) from Node 22 on', () => {
    expect(sqliteClient(20)).toBe('better-sqlite3');
    const client = sqliteClient(24) as unknown as { prototype: { _driver(): unknown } };
    const driver = client.prototype._driver() as { name: string };
    expect(driver.name).toBe('Database');
  });
});
