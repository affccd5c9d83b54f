import { useCallback, useEffect, useRef, useState } from 'react';

export interface KitchenTimer {
  id: number;
  label: string;
  /** Step it came from (0-based), shown on every step. */
  step: number;
  endsAt: number;
  done: boolean;
}

/** A short three-beep alarm through Web Audio (no sound file to cache). */
function beep(): void {
  try {
    const AudioCtx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const ctx = new AudioCtx();
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 880;
      osc.connect(gain);
      gain.connect(ctx.destination);
      const at = ctx.currentTime + i * 0.4;
      gain.gain.setValueAtTime(0.3, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.3);
      osc.start(at);
      osc.stop(at + 0.3);
    }
    window.setTimeout(() => void ctx.close().catch(() => undefined), 1500);
  } catch {
    // No audio (autoplay policy, no device): the notification and the screen still say it.
  }
}

function notify(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: `tempero-timer-${body}` });
  } catch {
    // Some mobile browsers only notify through a service worker; the alarm and the screen remain.
  }
}

/**
 * Several timers at once. Each keeps its end time, so a tab put to sleep still shows the right time
 * when it wakes; a second's tick redraws the countdowns while any runs.
 */
export function useTimers(onFinished: (timer: KitchenTimer) => { title: string; body: string }) {
  const [timers, setTimers] = useState<KitchenTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const nextId = useRef(1);
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  }, [onFinished]);

  const running = timers.some((t) => !t.done);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [running]);

  useEffect(() => {
    const due = timers.filter((t) => !t.done && t.endsAt <= now);
    if (due.length === 0) return;
    setTimers((list) => list.map((t) => (due.some((d) => d.id === t.id) ? { ...t, done: true } : t)));
    for (const timer of due) {
      beep();
      const { title, body } = finishedRef.current(timer);
      notify(title, body);
    }
  }, [now, timers]);

  const start = useCallback((label: string, seconds: number, step: number) => {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => undefined);
    }
    const timer = { id: nextId.current++, label, step, endsAt: Date.now() + seconds * 1000, done: false };
    setNow(Date.now());
    setTimers((list) => [...list, timer]);
  }, []);
  const remove = useCallback((id: number) => setTimers((list) => list.filter((t) => t.id !== id)), []);

  return { timers, now, start, remove };
}
