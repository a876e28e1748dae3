/** Adds a value to the list a key holds in a map of lists, starting the list at the key's first value. */
export function addToList<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
