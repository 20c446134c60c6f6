import { describe, expect, it } from 'vitest';
import { RETURN_PATH_KEY, isSafeReturnPath, saveReturnPath, takeReturnPath } from './returnPath';
import { memoryStorage } from './testing';

describe('isSafeReturnPath', () => {
  it.each([
    ['/', true],
    ['/purchase?currency=EUR&sizes=small', true],
    ['/es-ES/checkout/transaction/p123#done', true],
    ['/a%20b', true],
    ['', false],
    ['purchase', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['/path\\..\\x', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/ /evil', false],
    ['/\t/evil.example', false],
    ['/\n', false],
    [undefined, false],
    [42, false],
  ])('%j -> %s', (path, safe) => {
    expect(isSafeReturnPath(path)).toBe(safe);
  });
});

describe('saving and taking the return path', () => {
  it('takes the saved path once', () => {
    const storage = memoryStorage();
    expect(saveReturnPath(storage, '/gift')).toBe('/gift');
    expect(takeReturnPath(storage)).toBe('/gift');
    expect(takeReturnPath(storage)).toBeUndefined();
  });

  it('saves / instead of an unsafe path', () => {
    const storage = memoryStorage();
    expect(saveReturnPath(storage, '//evil.example')).toBe('/');
    expect(storage.getItem(RETURN_PATH_KEY)).toBe('/');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(saveReturnPath(broken, '/x')).toBe('/x');
    expect(takeReturnPath(broken)).toBeUndefined();
    expect(takeReturnPath(undefined)).toBeUndefined();
  });
});
