import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  TOAST_TITLE_KEYS,
  toastFromMessage,
  toastTitleKey,
  type MessagesEvent,
} from '../messages/messages';
import { createApiClient } from './client';
import { HttpError, ResponseShapeError, ValidationError } from './errors';
import type { ApiClientConfig } from './types';
import { BASE, setupTestServer } from '../test-utils/test-server';

const server = setupTestServer();

const anySchema = z.unknown();

function clientWith(overrides: Partial<ApiClientConfig> = {}) {
  const events = {
    onMessages: vi.fn(),
    onPaymentRequired: vi.fn(),
    onUnauthorized: vi.fn(),
    onError: vi.fn(),
  };
  const client = createApiClient({ baseUrl: BASE, ...events, ...overrides });
  return { client, ...events };
}

function answer(status: number, body: unknown, statusText = '') {
  server.use(
    http.all(`${BASE}/thing`, () => HttpResponse.json(body as never, { status, statusText })),
  );
}

describe('message routing (spec sections 7 and 8)', () => {
  it('raises error messages through the error channel as { key, params, details }', async () => {
    answer(200, {
      messages: [
        {
          type: 'error',
          key: 'google.accounts.updated',
          params: { failed: 1, total: 3 },
          details: [{ key: 'google.accounts.failed', params: { message: 'x' } }],
        },
      ],
    });
    const { client, onMessages, onError } = clientWith();
    await client.request('GET', '/thing', { schema: anySchema });
    expect(onMessages).toHaveBeenCalledTimes(1);
    const event = onMessages.mock.calls[0]?.[0];
    expect(event.errors).toEqual([
      {
        key: 'google.accounts.updated',
        params: { failed: 1, total: 3 },
        details: [{ key: 'google.accounts.failed', params: { message: 'x' } }],
      },
    ]);
    expect(event.toasts).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the other messages as toasts titled with the success or notice key, description = message key', async () => {
    answer(200, {
      messages: [
        { type: 'success', key: 'settings.saved' },
        { type: 'info', key: 'import.started', params: { n: 2 } },
        { type: 'warning', key: 'quota.low' },
      ],
    });
    const { client, onMessages } = clientWith();
    await client.request('PUT', '/thing', { schema: anySchema, body: {} });
    const { toasts, errors } = onMessages.mock.calls[0]?.[0] as MessagesEvent;
    expect(errors).toEqual([]);
    expect(toasts.map((t) => t.title)).toEqual([
      TOAST_TITLE_KEYS.success,
      TOAST_TITLE_KEYS.info,
      TOAST_TITLE_KEYS.info,
    ]);
    expect(toasts[0]).toMatchObject({
      description: 'settings.saved',
      color: 'green',
      timeout: 5000,
      icon: 'check',
    });
    expect(toasts[1]).toMatchObject({ description: 'import.started', params: { n: 2 } });
  });

  it('names the three toast title keys of spec section 8 ("Fehler", "Das hat geklappt", "Hinweis")', () => {
    expect(TOAST_TITLE_KEYS).toEqual({
      error: 'toast.title.error',
      success: 'toast.title.success',
      info: 'toast.title.info',
    });
    expect(toastFromMessage({ type: 'error', key: 'x' })).toMatchObject({
      title: 'toast.title.error',
      color: 'red',
      icon: 'x',
    });
    expect(toastTitleKey('warning')).toBe('toast.title.info');
  });

  it('routes messages of an error answer too, and then skips the general error', async () => {
    answer(409, { messages: [{ type: 'error', key: 'cart.error' }] }, 'Conflict');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, onMessages, onError } = clientWith();
    await expect(client.request('POST', '/thing', { schema: anySchema })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(onMessages.mock.calls[0]?.[0].errors[0].key).toBe('cart.error');
    expect(onError).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalled();
  });

  it('does not raise a messages event for an answer without messages', async () => {
    answer(200, { ok: true });
    const { client, onMessages } = clientWith();
    await client.request('GET', '/thing', { schema: anySchema });
    expect(onMessages).not.toHaveBeenCalled();
  });

  it('reports a malformed messages array once as a shape error but still returns the data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, { release: '1', messages: [{ type: 3 }] });
    const { client, onError } = clientWith();
    const schema = z.looseObject({ release: z.string() });
    await expect(client.request('GET', '/thing', { schema })).resolves.toMatchObject({
      release: '1',
    });
    await client.request('GET', '/thing', { schema });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ResponseShapeError);
  });
});

describe('HTTP status rules (spec section 8)', () => {
  it('402 raises payment-required with the message of the answer, and no general error', async () => {
    answer(402, { message: 'subscription.required.responder' }, 'Payment Required');
    const { client, onPaymentRequired, onError } = clientWith();
    const error = (await client
      .request('GET', '/thing', { schema: anySchema })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(402);
    expect(onPaymentRequired).toHaveBeenCalledWith({
      endpoint: 'GET /thing',
      message: 'subscription.required.responder',
      detail: undefined,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('402 passes the detail of a problem answer', async () => {
    answer(402, { detail: 'Upgrade needed' }, 'Payment Required');
    const { client, onPaymentRequired } = clientWith();
    await client.request('POST', '/thing', { schema: anySchema }).catch(() => undefined);
    expect(onPaymentRequired.mock.calls[0]?.[0]).toMatchObject({ detail: 'Upgrade needed' });
  });

  it('401 of a normal call raises onUnauthorized without session expiry', async () => {
    answer(401, {}, 'Unauthorized');
    const { client, onUnauthorized, onError } = clientWith();
    await client.request('GET', '/thing', { schema: anySchema }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledWith({ endpoint: 'GET /thing', sessionExpired: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('401 of a background refresh raises session-expired', async () => {
    answer(401, {}, 'Unauthorized');
    const { client, onUnauthorized } = clientWith();
    await client
      .request('POST', '/thing', { schema: anySchema, background: true })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledWith({ endpoint: 'POST /thing', sessionExpired: true });
  });

  it('422 with violations is returned to the caller, without general error or console noise', async () => {
    const spy = vi.spyOn(console, 'error');
    answer(
      422,
      {
        violations: [
          { propertyPath: 'zipCode', key: 'validation.zip', params: {} },
          { propertyPath: 'email', message: 'Invalid Email Address' },
        ],
      },
      'Unprocessable Entity',
    );
    const { client, onError } = clientWith();
    const error = (await client
      .request('POST', '/thing', { schema: anySchema, body: {} })
      .catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.violations).toEqual([
      { propertyPath: 'zipCode', key: 'validation.zip', params: {} },
      {
        propertyPath: 'email',
        key: 'validation.invalid',
        params: {},
        message: 'Invalid Email Address',
      },
    ]);
    expect(onError).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
  });

  it('422 without violations is a general error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(422, { foo: 1 }, 'Unprocessable Entity');
    const { client, onError } = clientWith();
    const error = await client.request('POST', '/thing', { schema: anySchema }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('other HTTP errors log to the console and raise a general error with status and statusText', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(503, {}, 'Service Unavailable');
    const { client, onError } = clientWith({ getToken: () => 'secret-user-token' });
    await client.request('GET', '/thing', { schema: anySchema }).catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      message: 'Error 503: Service Unavailable',
    });
    expect(spy).toHaveBeenCalledTimes(1);
    // No token in the console (issue 3).
    expect(JSON.stringify(spy.mock.calls)).not.toContain('secret-user-token');
  });

  it('reports the same malformed body once however often it is fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, { release: 42 });
    const { client, onError } = clientWith();
    const schema = z.looseObject({ release: z.string() });
    for (let i = 0; i < 3; i += 1) {
      await expect(client.request('GET', '/thing', { schema })).rejects.toBeInstanceOf(
        ResponseShapeError,
      );
    }
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a non-JSON success body as a shape error at the root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${BASE}/thing`, () => new HttpResponse('<html>oops</html>')));
    const { client } = clientWith();
    const error = await client
      .request('GET', '/thing', { schema: z.looseObject({ a: z.string() }) })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error.path).toBe('(root)');
  });

  it('sends extra headers such as Idempotency-Key', async () => {
    let key: string | null = null;
    server.use(
      http.post(`${BASE}/thing`, ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({});
      }),
    );
    const { client } = clientWith();
    await client.request('POST', '/thing', {
      schema: anySchema,
      headers: { 'Idempotency-Key': 'abc' },
    });
    expect(key).toBe('abc');
  });
});

describe('failed requests are logged (spec section 8)', () => {
  it('to the console by default, and to a host logger instead when given (partner trial 8)', async () => {
    answer(500, {}, 'Internal Server Error');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const logError = vi.fn();
      const { client } = clientWith({ logError });
      await expect(client.request('GET', '/thing', { schema: anySchema })).rejects.toBeInstanceOf(
        HttpError,
      );
      expect(logError).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] .*500/));
      expect(consoleError).not.toHaveBeenCalled();

      await expect(
        clientWith().client.request('GET', '/thing', { schema: anySchema }),
      ).rejects.toBeInstanceOf(HttpError);
      expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] .*500/));
    } finally {
      consoleError.mockRestore();
    }
  });
});
