/** Reads server-sent events from an open stream, one at a time; null once the stream ended. */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ event: string; data: string } | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines
            .find((l) => l.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim() ?? '';
        return { event: field('event') || 'message', data: field('data') };
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
