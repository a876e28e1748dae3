import { describe, expect, test } from 'bun:test';
import { createMemoryWindowStore } from '../../../plugins/forms/spam/store.ts';

describe('memory window store', () => {
  test('counts the events of a key inside the sliding window, this one included', () => {
    const store = createMemoryWindowStore();
    expect(store.record('k', 0, 1000)).toBe(1);
    expect(store.record('k', 500, 1000)).toBe(2);
    expect(store.record('k', 1000, 1000)).toBe(2); // the event at 0 left the window
    expect(store.record('k', 5000, 1000)).toBe(1);
    expect(store.record('other', 5000, 1000)).toBe(1);
  });

  test('keeps at most maxKeys keys under load, evicting the least recently used', () => {
    const store = createMemoryWindowStore({ maxKeys: 1000, maxEventsPerKey: 8 });
    store.record('kept', 0, 60_000);
    for (let index = 0; index < 100_000; index++) {
      store.record(`ip:${index}`, index, 60_000);
      if (index % 500 === 0) store.record('kept', index, 60_000); // touched now and then, so never the oldest
    }
    expect(store.size).toBe(1000);
    expect(store.record('kept', 100_000, 1_000_000)).toBeGreaterThan(1);
    expect(store.record('ip:0', 100_000, 1_000_000)).toBe(1); // evicted long ago
  });

  test('keeps at most maxEventsPerKey timestamps per key: the count saturates there', () => {
    const store = createMemoryWindowStore({ maxKeys: 10, maxEventsPerKey: 5 });
    const counts = Array.from({ length: 8 }, (_, index) => store.record('k', index, 60_000));
    expect(counts).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
  });
});
