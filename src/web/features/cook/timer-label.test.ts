import { describe, expect, it } from 'vitest';
import { detectTimers } from '../../../shared/cooking/timers.ts';
import { timerLabel } from './timer-label.ts';

const label = (step: string, language: string) => timerLabel(detectTimers(step)[0]!, language);

describe('timerLabel', () => {
  it('names the timer in the page’s language, whatever language the step was written in', () => {
    expect(label('Simmer for 20 minutes.', 'pt-BR')).toBe('20 minutos');
    expect(label('Cozinhe por 20 minutos.', 'en')).toBe('20 minutes');
    expect(label('Cozinhe por 1 minuto.', 'en')).toBe('1 minute');
  });

  it('writes hours and minutes together as the language joins them', () => {
    expect(label('Bake 1h30.', 'pt-BR')).toBe('1 hora e 30 minutos');
    expect(label('Asse por uma hora e meia.', 'en')).toBe('1 hour, 30 minutes');
  });

  it('keeps both ends of a range', () => {
    expect(label('Asse por 40 a 45 minutos.', 'en')).toBe('40–45 minutes');
    expect(label('Bake 40 to 45 minutes.', 'pt-BR')).toBe('40–45 minutos');
  });
});
