import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
let t=performance.now();
const db = await PGlite.create({ extensions: { pg_trgm } });
console.log('create', Math.round(performance.now()-t)); t=performance.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Math.round(performance.now()-t), dump.size); t=performance.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log('load', Math.round(performance.now()-t));
