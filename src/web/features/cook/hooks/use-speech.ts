import { useCallback, useEffect, useState } from 'react';
import { normalizeLanguage } from '../../../../shared/constants.ts';
import { languageInfo } from '../../../../shared/i18n/languages.ts';

const supported = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/** Reads a text aloud with the browser's speech synthesis, in the recipe's language. */
export function useSpeech(language: string) {
  const [speaking, setSpeaking] = useState(false);
  const lang = languageInfo(normalizeLanguage(language)).speech;

  const stop = useCallback(() => {
    if (!supported()) return;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback(
    (text: string) => {
      if (!supported()) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      const voice = window.speechSynthesis
        .getVoices()
        .find((v) => v.lang.replace('_', '-').startsWith(lang.slice(0, 2)));
      if (voice) utterance.voice = voice;
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      window.speechSynthesis.speak(utterance);
    },
    [lang],
  );

  // Leaving cook mode stops the voice.
  useEffect(() => stop, [stop]);

  return { supported: supported(), speaking, speak, stop };
}
