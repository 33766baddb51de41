import Database from 'better-sqlite3';
const db = new Database(process.argv[2]);
db.exec("DROP INDEX IF EXISTS courses_category_index; CREATE INDEX courses_category_index ON courses (status, category, created_at, seq, price_cents);");
console.log(db.prepare("EXPLAIN QUERY PLAN SELECT COUNT(*) FROM courses WHERE status='approved' AND category='Business' AND NOT price_cents = 0").all().map(r=>r.detail));
