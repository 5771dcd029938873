import { describe, expect, it } from 'vitest';
import { ServerClock } from '../../../../src/features/dashboards/time/clock';

describe('ServerClock', () => {
  it('reads 0 while the server time is pending and the measured lead once it arrives', async () => {
    let answer: (ms: number) => void = () => undefined;
    let t = 1000;
    const clock = new ServerClock(
      () => new Promise((resolve) => (answer = resolve)),
      () => t,
    );
    const measured = clock.get();
    expect(clock.offset).toBe(0);
    t = 1100; // a 100 ms round trip: its midpoint is 1050
    answer(6050);
    await measured;
    expect(clock.offset).toBe(5000);
  });

  it('asks once for concurrent callers, treats a failure as no lead, and measures again after reset', async () => {
    let asked = 0;
    const clock = new ServerClock(
      async () => {
        asked += 1;
        if (asked === 1) throw new Error('offline');
        return 2000;
      },
      () => 1000,
    );
    await Promise.all([clock.get(), clock.get()]);
    expect(asked).toBe(1);
    expect(clock.offset).toBe(0);
    clock.reset();
    await clock.get();
    expect(clock.offset).toBe(1000);
  });
});
