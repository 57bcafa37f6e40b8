/** The two calls of fs-native-extensions (a native addon without types) that the data folder's lock uses. */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file, held by this open file description: false if another holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
