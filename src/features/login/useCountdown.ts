import { useEffect, useState } from 'react';
import { secondsLeft } from './loginRules.ts';

/** Whole seconds left to `deadline` (ms), ticking each second while `running`; stopped, it keeps its last value. */
export function useCountdown(running: boolean, deadline: number): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!running) return;
    const tick = () => setLeft(secondsLeft(deadline, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);
  return left;
}
