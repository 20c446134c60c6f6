import { describe, expect, it } from 'vitest';
import { createContextStore } from './contextStore';

describe('createContextStore without a document', () => {
  it('imports and initialises on a server, keeping cookies in memory', () => {
    expect(typeof document).toBe('undefined');
    const store = createContextStore({ initial: { partner: 'BA' } });
    expect(store.current()).toEqual({ partner: 'BA', language: 'en-GB', market: 'GB' });
    store.init();
    expect(store.setMarket('US')).toBe(true);
    expect(store.getSnapshot()).toEqual({
      status: 'ready',
      partner: 'BA',
      language: 'en-GB',
      market: 'US',
    });
  });
});
