// Runs the server build of src/prerender-entry.tsx over a list of pages (issue 14), in its own
// process: the app's modules keep timers alive (session refresh, request timeouts), so the
// process exits explicitly once every page is written.
// Usage: node render-pages.mjs <server entry> <jobs.json> <results.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [entry, jobsFile, resultsFile] = process.argv.slice(2);
try {
  const server = await import(pathToFileURL(entry).href);
  const jobs = JSON.parse(readFileSync(jobsFile, 'utf8'));
  const pages = [];
  for (const { url, locale } of jobs) pages.push(await server.prerender(url, locale));
  writeFileSync(resultsFile, JSON.stringify({ themeClasses: server.themeClasses, pages }));
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
