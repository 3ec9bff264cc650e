// The read-count endpoint as plain Express with the server's own pool settings and comic list,
// no framework: the baseline `npm run bench` holds Nest against. DATABASE_URL and PORT required.
import express from 'express';
import pg from 'pg';
import { poolOptions } from '../../dist/server/server/database/database.options.js';
import { isKnownComicId } from '../../dist/server/shared/content/comics.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, ...poolOptions(false) });
const app = express();
app.disable('x-powered-by');
app.get('/api/comic-reads/:comicId', async (req, res, next) => {
  try {
    const { comicId } = req.params;
    if (!isKnownComicId(comicId)) {
      res.status(404).json({ statusCode: 404, message: 'Comic not found' });
      return;
    }
    const { rows } = await pool.query('SELECT count FROM comic_reads WHERE comic_id = $1', [
      comicId,
    ]);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ comicId, count: rows[0]?.count ?? 0 });
  } catch (error) {
    next(error);
  }
});
app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
