import { describe, expect, it } from 'vitest';
import { createStore } from './models';

/** The channel @mswjs/data's `sync` extension mirrors every change of a store to. */
const SYNC_CHANNEL = 'mswjs/data/sync';

describe('createStore', () => {
  it('keeps its records to its page: nothing goes to the other pages of the origin', async () => {
    const otherPage = new BroadcastChannel(SYNC_CHANNEL);
    const heard: unknown[] = [];
    const sentinelHeard = new Promise<void>((resolve) => {
      otherPage.onmessage = (event: MessageEvent) => {
        heard.push(event.data);
        if (event.data === 'sentinel') resolve();
      };
    });
    const store = createStore();
    store.contactRequest.create({
      id: 'contact-1',
      name: 'Anna Weber',
      email: 'anna@example.com',
      subject: 'Frage',
      message: 'Guten Tag',
    });
    // Posted after the record was made, so it arrives after any message about the record.
    const sender = new BroadcastChannel(SYNC_CHANNEL);
    sender.postMessage('sentinel');
    await sentinelHeard;
    otherPage.close();
    sender.close();
    expect(store.contactRequest.count()).toBe(1);
    expect(heard).toEqual(['sentinel']);
  });
});
