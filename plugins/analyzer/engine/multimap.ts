/** Adds a value to the list a key holds in a map of lists, starting the list at the key's first value. */
export function addToList<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Adds a value to the list of each of its keys once, a repeated key only at its first place (no set built per call). */
export function addToEachList<K, V>(map: Map<K, V[]>, keys: readonly K[], value: V): void {
  for (let k = 0; k < keys.length; k++) if (keys.indexOf(keys[k]!) === k) addToList(map, keys[k]!, value);
}

/**
 * A key's value from a memo, computed on a miss; the memo is emptied when it holds `limit` keys, which bounds it more
 * cheaply than an ordered cache (for memos whose entries depend only on their key, forgetting costs time, never an answer);
 * `context`, whatever else the values depend on (the same for every key of one memo), is handed to `compute`, which
 * then needs no closure made per call.
 */
export function remembered<K, V, C = undefined>(memo: Map<K, V>, key: K, limit: number, compute: (key: K, context: C) => V, context?: C): V {
  let found = memo.get(key);
  if (found === undefined) {
    found = compute(key, context as C);
    if (memo.size >= limit) memo.clear();
    memo.set(key, found);
  }
  return found;
}

/** Sets a key's value at its first sighting; a key seen again holds null: no one value answers for it. */
export function setWhileUnique<K, V>(map: Map<K, V | null>, key: K, value: V): void {
  map.set(key, map.has(key) ? null : value);
}
