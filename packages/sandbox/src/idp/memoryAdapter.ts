// oidc-provider storage in memory (sessions, codes, refresh tokens end with the program).
// Its own memory adapter works too but warns on every start; this one is explicit.

interface Entry {
  payload: Record<string, unknown>;
  expiresAt: number;
}

const now = () => Date.now();

/** A fresh storage per identity provider, handed to oidc-provider as its `adapter`. */
export function createMemoryAdapter() {
  const store = new Map<string, Entry>();

  const live = (key: string): Record<string, unknown> | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  /** One instance per model name (Session, AccessToken, Grant, …), as oidc-provider asks. */
  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
      const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity;
      store.set(this.key(id), { payload, expiresAt });
      if (typeof payload.uid === 'string') {
        store.set(`uid:${this.model}:${payload.uid}`, { payload: { id }, expiresAt });
      }
      if (typeof payload.userCode === 'string') {
        store.set(`userCode:${this.model}:${payload.userCode}`, { payload: { id }, expiresAt });
      }
    }

    async find(id: string) {
      return live(this.key(id));
    }

    async findByUid(uid: string) {
      const ref = live(`uid:${this.model}:${uid}`);
      return ref ? live(this.key(String(ref.id))) : undefined;
    }

    async findByUserCode(userCode: string) {
      const ref = live(`userCode:${this.model}:${userCode}`);
      return ref ? live(this.key(String(ref.id))) : undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of store) {
        if (entry.payload.grantId === grantId) store.delete(key);
      }
    }
  };
}
