/**
 * A service the composition root (server/boot.ts) starts and the modules use: the database,
 * storage, the mailer, the SMS sender, the site's secret. Kept on globalThis, so that a module
 * loaded again in development finds the one already started instead of opening another.
 */
export interface Started<T> {
  set(value: T | undefined): void;
  /** The service; an error that says it is not started yet when it is not. */
  get(): T;
}

export function started<T>(key: string, notYet: string): Started<T> {
  const holder = globalThis as unknown as Record<string, T | undefined>;
  return {
    set(value) {
      holder[key] = value;
    },
    get() {
      const value = holder[key];
      if (value === undefined) throw new Error(notYet);
      return value;
    },
  };
}
