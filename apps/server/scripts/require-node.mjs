// npm start's first step: the product needs Node 22 or newer (its SQLite driver, better-sqlite3
// 13, crashes on older ones), so an older Node stops here with what to do instead.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `GS Classroom needs Node.js 22 or newer (24 recommended); this is ${process.version}.\n` +
      'Install Node 24, or run it from the npm registry: npx -p node@24 npm start',
  );
  process.exit(1);
}
