import { http, HttpResponse } from 'msw';
import { mockDb } from './db';

/**
 * Paths match any API base (`*`), so the same handlers serve `/api` in demo mode and an
 * absolute base in tests.
 */
export const handlers = [
  http.get('*/system/info', () => HttpResponse.json({ release: mockDb.system.release })),
];
