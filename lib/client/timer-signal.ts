// The end of the ERP timer (decision 026): a soft two-note chime made with Web Audio (no sound file),
// and a short vibration where the device supports it. Each follows its switch in Account Settings.
// Browsers only let a page play sound after a gesture, so the audio is prepared on the Continue press.
"use client";

export interface TimerSignals {
  sound: boolean;
  vibration: boolean;
}

type AudioContextClass = typeof AudioContext;

/** Call from the click that starts the exercise; returns what `signalTimerEnd` needs. */
export function prepareTimerSignal(signals: TimerSignals): AudioContext | null {
  if (!signals.sound) return null;
  const Ctx = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as AudioContextClass | undefined;
  if (!Ctx) return null;
  try {
    return new Ctx();
  } catch {
    return null;
  }
}

function chime(ctx: AudioContext) {
  const start = ctx.currentTime + 0.05;
  [523.25, 783.99].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = frequency;
    const t = start + i * 0.35;
    // A gentle rise and a long fade: a soft bell, not an alarm.
    gain.gain.setValueAtTime(0, t);
    gain.gain.linearRampToValueAtTime(0.12, t + 0.04);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 1.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 1.25);
  });
}

export function signalTimerEnd(signals: TimerSignals, ctx: AudioContext | null): void {
  if (signals.sound && ctx) {
    void ctx.resume().catch(() => {});
    chime(ctx);
  }
  if (signals.vibration && typeof navigator.vibrate === "function") navigator.vibrate([180, 120, 180]);
}
