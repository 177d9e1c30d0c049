import { mockControls, setReseedHandler } from './controls';
import { clearStore, createStore, modelNames, type MockStore } from './models';
import { seedStore, type SeedOptions } from './store';

/** The store the default handlers read: one seeded store for tests, stories and the demo. */
export const mockDb: MockStore = createStore();
seedStore(mockDb);

const mutationListeners = new Set<() => void>();

/** Calls `listener` after every change the handlers make (the demo mode persists then). */
export function onMockDbChange(listener: () => void): () => void {
  mutationListeners.add(listener);
  return () => mutationListeners.delete(listener);
}

/** Tells the listeners that the store changed. */
export function notifyMockDbChange(): void {
  for (const listener of mutationListeners) listener();
}

/** Restores the seed and clears the mock controls; call it between tests. */
export function resetMockDb(now: Date = new Date(), options: SeedOptions = {}): void {
  clearStore(mockDb);
  seedStore(mockDb, now, options);
  mockControls.clear();
}

setReseedHandler((reviewCount) => {
  clearStore(mockDb);
  seedStore(mockDb, new Date(), { reviewCount });
});

/**
 * Snapshot format version; a different stored version is ignored and the seed used. 2: invoice
 * lines carry `taxBehavior` and `gross` (issue 19, "Trust in every action"), which older stored invoices lack.
 */
export const SNAPSHOT_VERSION = 2;

/** Every record of every model, as JSON-compatible data. */
export function snapshotMockDb(): { version: number; models: Record<string, unknown[]> } {
  const models: Record<string, unknown[]> = {};
  for (const name of modelNames) models[name] = mockDb[name].getAll();
  return { version: SNAPSHOT_VERSION, models };
}

/** Replaces the store with a snapshot; returns false (keeping the store) when it does not fit. */
export function restoreMockDb(snapshot: unknown): boolean {
  if (
    snapshot === null ||
    typeof snapshot !== 'object' ||
    (snapshot as { version?: unknown }).version !== SNAPSHOT_VERSION
  ) {
    return false;
  }
  const models = (snapshot as { models?: Record<string, unknown> }).models ?? {};
  if (!modelNames.every((name) => Array.isArray(models[name]))) return false;
  clearStore(mockDb);
  for (const name of modelNames) {
    const model = mockDb[name] as unknown as { create(record: unknown): unknown };
    for (const record of models[name] as unknown[]) model.create(record);
  }
  return true;
}
