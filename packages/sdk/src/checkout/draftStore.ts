// spec §3 "Local checkout transaction", §4, §5: the checkout draft kept in browser storage
// under one key, schema-checked and discarded when invalid or older than 15 hours.
import { isDraftExpired } from '../rules/isDraftExpired';
import type { Currency } from '../rules/constants';
import { checkoutDraftSchema } from '../schemas/checkoutDraft';
import { parseAnswer } from '../schemas/parseAnswer';
import type { CheckoutData, CheckoutDraft, CheckoutType } from '../schemas/checkoutDraft';

/** Longest stored draft read; a larger value is discarded unread. */
const MAX_DRAFT_BYTES = 16 * 1024;

/** The one storage key of the checkout draft. */
export const DRAFT_STORAGE_KEY = 'avios.checkout';

/** A draft of one type. */
export type DraftOf<T extends CheckoutType> = Extract<CheckoutDraft, { type: T }>;

/** Fields of the draft besides id, type and creation date; `data` is merged, the rest replaced. */
export type DraftPatch = Partial<Omit<CheckoutDraft, 'id' | 'type' | 'creationDate' | 'data'>> & {
  data?: Partial<CheckoutData>;
};

export interface DraftStoreOptions {
  /** Where the draft is kept. Defaults to `localStorage`, or memory when it is unavailable. */
  storage?: Storage;
  /** Clock in epoch milliseconds. Defaults to `Date.now`. */
  now?: () => number;
  /** Storage key. Defaults to `avios.checkout`. */
  key?: string;
  /**
   * Who is signed in now (their subject), or `undefined`. A new draft is tagged with a
   * one-way hash of it, and a stored draft tagged for someone else is discarded on read, so
   * one member's order never reaches the next person on the same browser.
   */
  getOwner?: () => string | undefined;
}

/** A one-way, short tag of a subject (FNV-1a 64-bit, hex): not the subject, not reversible. */
export function ownerTag(subject: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(subject)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

export interface DraftStore {
  /** The stored draft, or `undefined`; an invalid or expired one is removed (never throws). */
  read(): CheckoutDraft | undefined;
  /**
   * A draft of `type`. A stored draft of the same type that has not been submitted is reused
   * (spec §4) with `data` merged in; anything else is replaced by a new draft.
   */
  create<T extends CheckoutType>(
    type: T,
    data?: CheckoutData<T>,
    options?: { currency?: Currency },
  ): DraftOf<T>;
  /**
   * Changes the stored draft; `undefined` when there is none. A patch that breaks the draft's
   * shape throws `SdkError('schema_validation_failed')` and stores nothing. Changing the data of a draft
   * that was already submitted gives it a new id, so the new content never reuses the old
   * idempotency key (and the old transaction).
   */
  update(patch: DraftPatch): CheckoutDraft | undefined;
  /**
   * Keeps what the member chose but forgets the transaction it was sent as (its payment
   * cannot go on), under a new id: the product page shows the choice again and the next
   * submit creates a new transaction. `undefined` when there is no draft.
   */
  release(): CheckoutDraft | undefined;
  clear(): void;
}

/** A submitted draft as it was before submitting, under a new id (a new idempotency key). */
function unsent(draft: CheckoutDraft): CheckoutDraft {
  const {
    transactionId: _t,
    payment: _p,
    status: _s,
    errorCode: _e,
    redirectUrl: _r,
    followRedirect: _f,
    encodedAuthState: _a,
    ...rest
  } = draft;
  return { ...rest, id: createDraftId() } as CheckoutDraft;
}

/** `LCL_` plus 32 random hex digits (spec §3). */
export function createDraftId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `LCL_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}

function defaultStorage(): Storage {
  try {
    // access itself throws in some sandboxed frames and with storage disabled
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

export function createDraftStore(options: DraftStoreOptions = {}): DraftStore {
  const { now = Date.now, key = DRAFT_STORAGE_KEY } = options;
  const currentOwner = (): string | undefined => {
    const subject = options.getOwner?.();
    return subject ? ownerTag(subject) : undefined;
  };
  let storage: Storage | undefined = options.storage;
  const store = () => (storage ??= defaultStorage());

  const remove = () => {
    try {
      store().removeItem(key);
    } catch {
      // nothing stored that we could remove
    }
  };

  const write = (draft: CheckoutDraft) => {
    try {
      store().setItem(key, JSON.stringify(draft));
    } catch {
      // a full or disabled storage keeps the draft for this page only
    }
    return draft;
  };

  const read = (): CheckoutDraft | undefined => {
    let raw: string | null;
    try {
      raw = store().getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    // a real draft is a few hundred bytes: anything this big was not written by the shop
    if (raw.length > MAX_DRAFT_BYTES) {
      remove();
      return undefined;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      remove();
      return undefined;
    }
    const result = checkoutDraftSchema.safeParse(parsed);
    // spec §5: a stored draft must have a known type and be under 15 hours old, else it is deleted
    if (!result.success || isDraftExpired(result.data.creationDate, now())) {
      remove();
      return undefined;
    }
    const owner = currentOwner();
    if (result.data.owner && owner && result.data.owner !== owner) {
      // another member's draft: never used by this one
      remove();
      return undefined;
    }
    return result.data;
  };

  return {
    read,
    create(type, data, createOptions = {}) {
      const stored = read();
      if (stored && stored.type === type && !stored.transactionId) {
        const reused = {
          ...stored,
          ...(createOptions.currency ? { currency: createOptions.currency } : {}),
          data: { ...stored.data, ...data },
        } as DraftOf<typeof type>;
        return write(reused) as DraftOf<typeof type>;
      }
      const draft = {
        id: createDraftId(),
        type,
        creationDate: now(),
        currency: createOptions.currency ?? 'GBP', // spec §3: currency defaults to GBP
        data: { ...data },
        ...(currentOwner() ? { owner: currentOwner() } : {}),
      } as DraftOf<typeof type>;
      return write(checkoutDraftSchema.parse(draft)) as DraftOf<typeof type>;
    },
    update(patch) {
      const stored = read();
      if (!stored) return undefined;
      const { data, ...rest } = patch;
      let next = { ...stored, ...rest, data: { ...stored.data, ...data } } as CheckoutDraft;
      if (
        data &&
        stored.transactionId &&
        JSON.stringify(next.data) !== JSON.stringify(stored.data)
      ) {
        next = unsent(next);
      }
      return write(parseAnswer(checkoutDraftSchema, next, 'checkout draft update'));
    },
    release() {
      const stored = read();
      if (!stored) return undefined;
      return stored.transactionId ? write(unsent(stored)) : stored;
    },
    clear: remove,
  };
}
