/*
 * This browser's own key for "trust this browser" (decision 042): an ECDSA P-256 key pair made by WebCrypto with a
 * private half that cannot be exported, kept in IndexedDB (which stores the key object itself, never its bytes).
 * The server keeps the public half with the trust; a later sign-in skips the code only with its challenge signed
 * here. A browser without WebCrypto or IndexedDB is not offered the trust at all.
 */

const DATABASE = "pp-device";
const STORE = "keys";
/** One key per browser, as there is one trusted-browser cookie: trusting again replaces both. */
const KEY_ID = "trusted-browser";
const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" } as const;

/** Whether this browser can hold a key of its own (WebCrypto needs a secure context: HTTPS or localhost). */
export const canHoldDeviceKey = () =>
  typeof indexedDB !== "undefined" && typeof crypto !== "undefined" && crypto.subtle !== undefined;

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** Makes and keeps a new key pair; its public half (SPKI, base64url) is what the server registers with the trust. */
export async function createDeviceKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ["sign", "verify"]);
  await inStore("readwrite", (store) => store.put(pair, KEY_ID));
  return base64url(await crypto.subtle.exportKey("spki", pair.publicKey));
}

/** This browser's signature of `text` with its kept key (r||s, base64url), or undefined when it keeps none. */
export async function signWithDeviceKey(text: string): Promise<string | undefined> {
  if (!canHoldDeviceKey()) return undefined;
  const pair = await inStore<CryptoKeyPair | undefined>("readonly", (store) => store.get(KEY_ID));
  if (!pair?.privateKey) return undefined;
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    pair.privateKey,
    new TextEncoder().encode(text),
  );
  return base64url(signature);
}
