import { describe, expect, it } from 'vitest';
import { ValidationError } from '@locperf/api/client';
import { getResponderSettings, updateResponderSettings } from '@locperf/api/responder-settings';
import { call, failureOf, org, setupMockBackend, signedIn } from '../mock-test-support';

setupMockBackend();

describe('PUT responder settings reads its body through responderSettingsSchema (issue 15)', () => {
  it('answers one 422 naming every field the contract refuses, and saves nothing', async () => {
    const client = await signedIn();
    const before = await call(client, getResponderSettings, { params: org });
    const error = await failureOf(
      call(client, updateResponderSettings, {
        params: org,
        body: {
          ...before,
          salutation: 'casual',
          answerAs: 'robot',
          autoPublishMinRating: 9,
        } as never,
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(
      Object.fromEntries((error as ValidationError).violations.map((v) => [v.propertyPath, v.key])),
    ).toEqual({
      salutation: 'validation.invalid',
      answerAs: 'validation.invalid',
      autoPublishMinRating: 'validation.invalid',
    });
    expect(await call(client, getResponderSettings, { params: org })).toEqual(before);
  });
});
