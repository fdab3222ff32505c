import { readStorage, writeStorage } from './storage';

/**
 * A value kept in browser storage as JSON, as a store for `useSyncExternalStore`: `read` returns
 * the same object while storage is unchanged, and `fallback` (the server's snapshot too) while
 * nothing valid is stored, so hydration finds nothing changed (ADR 033). Reads and writes never
 * throw: a private mode or a full quota leaves the app working, and `write` says it failed.
 */
export function storedValue<T>(
  area: 'local' | 'session',
  key: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } = { raw: null, value: fallback };
  const read = (): T => {
    const raw = readStorage(area, key);
    if (raw === cache.raw) return cache.value;
    let value: T | undefined;
    try {
      value = raw === null ? undefined : parse(JSON.parse(raw));
    } catch {
      value = undefined;
    }
    cache = { raw, value: value ?? fallback };
    return cache.value;
  };
  return {
    read,
    /** Stores `value`; false when the browser refused. Subscribers hear of it either way. */
    write(value: T): boolean {
      const ok = writeStorage(area, key, JSON.stringify(value));
      listeners.forEach((listener) => listener());
      return ok;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      // Another tab's change.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    server: (): T => fallback,
  };
}
