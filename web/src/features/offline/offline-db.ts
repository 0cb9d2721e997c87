/**
 * What offline reading keeps outside Cache Storage: the books saved (their shelf entry and
 * size) and the reading places waiting to reach the account. In IndexedDB, not local
 * storage: a session that ends clears all of local storage (session-storage.ts), and a
 * place read offline must outlive a sign-out until its reader signs in again.
 *
 * Where IndexedDB cannot be opened (a private window that refuses it, jsdom in unit
 * tests) the same stores live in memory for the page's lifetime.
 */

const DB_NAME = "bindery-offline";
const DB_VERSION = 1;
export type StoreName = "downloads" | "places";
const STORES: readonly StoreName[] = ["downloads", "places"];

export interface KeyValueStore {
  all<T>(store: StoreName): Promise<T[]>;
  get<T>(store: StoreName, key: string): Promise<T | undefined>;
  put(store: StoreName, key: string, value: unknown): Promise<void>;
  delete(store: StoreName, key: string): Promise<void>;
  /**
   * Reads the value under `key` and writes what `change` makes of it (undefined deletes)
   * in one transaction, so two tabs changing the same entry never lose one change.
   */
  update<T>(
    store: StoreName,
    key: string,
    change: (current: T | undefined) => T | undefined,
  ): Promise<void>;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    for (const store of STORES) {
      if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
    }
  };
  return requestResult(request);
}

function indexedDbStore(database: IDBDatabase): KeyValueStore {
  /** Runs `work` in one transaction and settles when the transaction has committed. */
  const transact = async <T>(
    store: StoreName,
    mode: IDBTransactionMode,
    work: (objects: IDBObjectStore) => IDBRequest<T> | undefined,
  ): Promise<T | undefined> => {
    const transaction = database.transaction(store, mode);
    const request = work(transaction.objectStore(store));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return request?.result;
  };
  return {
    all: async <T>(store: StoreName) =>
      ((await transact(store, "readonly", (objects) => objects.getAll())) ?? []) as T[],
    get: async <T>(store: StoreName, key: string) =>
      (await transact(store, "readonly", (objects) => objects.get(key))) as T | undefined,
    put: async (store, key, value) => {
      await transact(store, "readwrite", (objects) => objects.put(value, key));
    },
    delete: async (store, key) => {
      await transact(store, "readwrite", (objects) => objects.delete(key));
    },
    update: async <T>(
      store: StoreName,
      key: string,
      change: (current: T | undefined) => T | undefined,
    ) => {
      await transact(store, "readwrite", (objects) => {
        const read = objects.get(key);
        read.onsuccess = () => {
          const next = change(read.result as T | undefined);
          if (next === undefined) objects.delete(key);
          else objects.put(next, key);
        };
        return undefined;
      });
    },
  };
}

/** The same stores in memory (see the file's comment). */
export function memoryStore(): KeyValueStore {
  const stores = new Map<StoreName, Map<string, unknown>>(STORES.map((name) => [name, new Map()]));
  const of = (store: StoreName) => stores.get(store) ?? new Map<string, unknown>();
  return {
    all: async <T>(store: StoreName) => [...of(store).values()] as T[],
    get: async <T>(store: StoreName, key: string) => of(store).get(key) as T | undefined,
    put: async (store, key, value) => {
      of(store).set(key, value);
    },
    delete: async (store, key) => {
      of(store).delete(key);
    },
    update: async <T>(
      store: StoreName,
      key: string,
      change: (current: T | undefined) => T | undefined,
    ) => {
      const next = change(of(store).get(key) as T | undefined);
      if (next === undefined) of(store).delete(key);
      else of(store).set(key, next);
    },
  };
}

let opened: KeyValueStore | null = null;

/** Whether a page of this site ever made the database; true where the browser cannot say. */
async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((info) => info.name === DB_NAME);
  } catch {
    return true;
  }
}

/**
 * The page's store: IndexedDB, made by the first write, so the pages of a visitor who never
 * saves a book only ask whether it exists; in memory where it cannot be opened.
 */
export function offlineStore(): KeyValueStore {
  if (opened) return opened;
  if (typeof indexedDB === "undefined") {
    opened = memoryStore();
    return opened;
  }
  const fallback = memoryStore();
  let database: Promise<IDBDatabase> | null = null;
  let idb: KeyValueStore | null = null;
  const forWriting = async (): Promise<KeyValueStore> => {
    database ??= openDatabase();
    try {
      idb ??= indexedDbStore(await database);
      return idb;
    } catch {
      // Refused (a private window): what is written lasts as long as the page.
      return fallback;
    }
  };
  const forReading = async (): Promise<KeyValueStore> =>
    database || (await databaseExists()) ? forWriting() : fallback;
  opened = {
    all: async (store) => (await forReading()).all(store),
    get: async (store, key) => (await forReading()).get(store, key),
    put: async (store, key, value) => (await forWriting()).put(store, key, value),
    delete: async (store, key) => (await forWriting()).delete(store, key),
    update: async (store, key, change) => (await forWriting()).update(store, key, change),
  };
  return opened;
}

/** For unit tests: the next use starts a fresh store. */
export function forgetOfflineStoreForTests(): void {
  opened = null;
}
