import { useEffect, useRef, useSyncExternalStore } from 'react';

const KEY = 'staff.orderSound';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/**
 * The optional chime for new orders, while its box is ticked (kept in this browser). Browsers play sound only after a
 * tap, which ticking the box is.
 */
export function useNewOrderSound(arrived: number) {
  // Off in the server's HTML; the browser's choice once the island runs (and from other tabs).
  const on = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(KEY) === '1',
    () => false,
  );
  const audio = useRef<AudioContext | null>(null);
  const heard = useRef(arrived);

  useEffect(() => {
    if (on && arrived > heard.current) chime(audio);
    heard.current = arrived;
  }, [on, arrived]);

  function toggle(next: boolean) {
    if (next) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
    listeners.forEach((listener) => listener());
    if (next) chime(audio);
  }
  return { on, toggle };
}

/** Two short notes, quiet enough for a shop floor. */
function chime(audio: { current: AudioContext | null }) {
  if (typeof AudioContext === 'undefined') return;
  audio.current ??= new AudioContext();
  const context = audio.current;
  void context.resume();
  [660, 880].forEach((frequency, index) => {
    const start = context.currentTime + index * 0.18;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.12, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
    tone.connect(gain).connect(context.destination);
    tone.start(start);
    tone.stop(start + 0.17);
  });
}
