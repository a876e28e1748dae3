/**
 * `work`, or what `onLate` gives (or throws) once `timeoutMs` pass first; the timer is cleared either way, so a
 * finished call leaves nothing pending. `work` itself is not cancelled: the caller decides what a late answer means.
 */
export function withinDeadline<T, L = never>(work: PromiseLike<T>, timeoutMs: number, onLate: () => L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(onLate());
      } catch (error) {
        reject(error);
      }
    }, timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
