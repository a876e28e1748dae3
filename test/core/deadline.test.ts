import { describe, expect, test } from 'bun:test';
import { withinDeadline } from '../../src/deadline.ts';

describe('withinDeadline', () => {
  test('the work\'s answer when it comes first', async () => {
    expect(await withinDeadline(Promise.resolve(7), 1000, () => 0)).toBe(7);
  });

  test('what onLate gives when the deadline comes first', async () => {
    expect(await withinDeadline(new Promise<number>(() => {}), 10, () => 'late')).toBe('late');
  });

  test('what onLate throws rejects the call; the work\'s own rejection passes through', async () => {
    const late = withinDeadline(new Promise(() => {}), 10, () => {
      throw new Error('too slow');
    });
    await expect(late).rejects.toThrow('too slow');
    await expect(withinDeadline(Promise.reject(new Error('broken')), 1000, () => 0)).rejects.toThrow('broken');
  });

  test('onLate is not called once the work has answered (the timer is cleared)', async () => {
    let called = false;
    await withinDeadline(Promise.resolve(), 20, () => {
      called = true;
    });
    await Bun.sleep(40);
    expect(called).toBe(false);
  });
});
