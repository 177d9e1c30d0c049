import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { buildOpenApiDocument } from './openapi';

// A path, not a URL: happy-dom replaces the global URL class.
const file = join(dirname(fileURLToPath(import.meta.url)), '../../openapi.json');

describe('openapi.json (issue 3: the machine-readable contract)', () => {
  it('matches the zod schemas; run `pnpm --filter @locperf/api openapi` after changing them', () => {
    const onDisk: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(onDisk).toEqual(buildOpenApiDocument());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      buildOpenApiDocument() as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has one unique operation per endpoint of the contract', () => {
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(endpoints.length);
  });

  it("states the token exchange's own credential: a partner key as Bearer, not the app's Basic", () => {
    type Doc = {
      paths: Record<string, Record<string, { security: unknown }>>;
      components: { securitySchemes: Record<string, { scheme?: string }> };
    };
    const doc = buildOpenApiDocument() as Doc;
    expect(doc.paths['/auth/token-exchange']?.post?.security).toEqual([{ partnerKey: [] }]);
    expect(doc.components.securitySchemes.partnerKey?.scheme).toBe('bearer');
  });
});
