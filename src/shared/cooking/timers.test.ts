import { describe, expect, it } from 'vitest';
import { detectTimers, formatCountdown } from './timers.ts';

const M = 60;
const H = 3600;

// [step, [phrase as written, seconds, maxSeconds]...]
const CASES: Array<[string, Array<[string, number, number?]>]> = [
  // English
  ['Simmer for 20 minutes.', [['20 minutes', 20 * M]]],
  ['Bake 25-30 minutes until golden.', [['25-30 minutes', 25 * M, 30 * M]]],
  ['Bake for 25 to 30 minutes.', [['25 to 30 minutes', 25 * M, 30 * M]]],
  ['Roast for 1 hour.', [['1 hour', H]]],
  ['Braise for 1½ hours.', [['1½ hours', 1.5 * H]]],
  ['Braise for 1 1/2 hours.', [['1 1/2 hours', 1.5 * H]]],
  ['Slow-cook 1.5 hours.', [['1.5 hours', 1.5 * H]]],
  ['Rest the dough for 2 hrs.', [['2 hrs', 2 * H]]],
  ['Cook 10 min, stirring.', [['10 min', 10 * M]]],
  ['Fry for 45 mins.', [['45 mins', 45 * M]]],
  ['Microwave for 30 seconds.', [['30 seconds', 30]]],
  ['Blend 15 secs.', [['15 secs', 15]]],
  ['Whisk for 90 seconds.', [['90 seconds', 90]]],
  ['Let it rest for half an hour.', [['half an hour', 30 * M]]],
  ['Chill for an hour.', [['an hour', H]]],
  ['Stir for a minute.', [['a minute', M]]],
  ['Marinate an hour and a half.', [['an hour and a half', 1.5 * H]]],
  ['Roast 1 hour 30 minutes.', [['1 hour 30 minutes', 1.5 * H]]],
  ['Bake 1 hr 15 min.', [['1 hr 15 min', H + 15 * M]]],
  ['Cook for 1 hour and 10 minutes.', [['1 hour and 10 minutes', H + 10 * M]]],
  ['Boil for two minutes.', [['two minutes', 2 * M]]],
  ['Let rise for 2-3 hours.', [['2-3 hours', 2 * H, 3 * H]]],
  [
    'Sear 3 minutes per side, then rest 5 minutes.',
    [
      ['3 minutes', 3 * M],
      ['5 minutes', 5 * M],
    ],
  ],
  ['Cook about 15 minutes or until tender.', [['15 minutes', 15 * M]]],
  ['Poach for 5 to 7 minutes.', [['5 to 7 minutes', 5 * M, 7 * M]]],
  ['Toast 1/2 minute.', [['1/2 minute', 30]]],
  ['Bake at 180°C for 40 minutes.', [['40 minutes', 40 * M]]],
  ['Cook for 1 hour and a half.', [['1 hour and a half', 1.5 * H]]],
  ['Steam for ten minutes.', [['ten minutes', 10 * M]]],
  ['Let stand 10 MINUTES.', [['10 MINUTES', 10 * M]]],
  // Portuguese
  ['Asse por 40 a 45 minutos.', [['40 a 45 minutos', 40 * M, 45 * M]]],
  ['Cozinhe por 1 hora.', [['1 hora', H]]],
  ['Deixe descansar por 2 horas.', [['2 horas', 2 * H]]],
  ['Bata por 30 segundos.', [['30 segundos', 30]]],
  ['Cozinhe por uma hora e meia.', [['uma hora e meia', 1.5 * H]]],
  ['Deixe na geladeira por meia hora.', [['meia hora', 30 * M]]],
  ['Asse por 1h30.', [['1h30', 1.5 * H]]],
  ['Asse por 1h30min.', [['1h30min', 1.5 * H]]],
  ['Leve ao forno por 45min.', [['45min', 45 * M]]],
  ['Refogue por 5 min.', [['5 min', 5 * M]]],
  ['Cozinhe por 20 a 25 minutos, mexendo.', [['20 a 25 minutos', 20 * M, 25 * M]]],
  ['Cozinhe por 1 hora e 15 minutos.', [['1 hora e 15 minutos', H + 15 * M]]],
  ['Deixe crescer por 1,5 hora.', [['1,5 hora', 1.5 * H]]],
  ['Ferva por dois minutos.', [['dois minutos', 2 * M]]],
  ['Cozinhe por três minutos.', [['três minutos', 3 * M]]],
  ['Deixe marinar por 2 a 3 horas.', [['2 a 3 horas', 2 * H, 3 * H]]],
  ['Bata as claras por 5 minutinhos.', [['5 minutinhos', 5 * M]]],
  ['Asse a 180 °C por 35 minutos ou até dourar.', [['35 minutos', 35 * M]]],
  ['Cozinhe por 10 ou 12 minutos.', [['10 ou 12 minutos', 10 * M, 12 * M]]],
  ['Aqueça por 1 minuto e sirva.', [['1 minuto', M]]],
  ['Deixe por 1½ hora.', [['1½ hora', 1.5 * H]]],
  [
    'Frite por 3 minutos de cada lado e escorra por 2 minutos.',
    [
      ['3 minutos', 3 * M],
      ['2 minutos', 2 * M],
    ],
  ],
];

describe('detectTimers', () => {
  it('covers at least 40 phrasings in both languages', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s', (step, expected) => {
    const timers = detectTimers(step);
    expect(timers.map((t) => [t.text, t.seconds, t.maxSeconds])).toEqual(
      expected.map(([text, s, max]) => [text, s, max ?? s]),
    );
    for (const t of timers) expect(step.slice(t.start, t.end)).toBe(t.text);
  });

  it.each([
    'Preheat the oven to 200°C.',
    'Add 2 eggs and 1 cup of flour.',
    'Season with salt and pepper.',
    'Na hora de servir, regue com azeite.',
    'Até a hora de servir, mantenha aquecido.',
    'Use 3 tomatoes, 4 garlic cloves.',
    'Corte em 4 pedaços.',
    'Serve at once.',
  ])('finds no timer in %s', (step) => {
    expect(detectTimers(step)).toEqual([]);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [59.2, '1:00'],
    [90, '1:30'],
    [3600, '1:00:00'],
    [5430, '1:30:30'],
  ])('%s s → %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});
