// A minimal Server-Sent Events reader for chat-completion streams: `data:` lines are joined
// per event (an event ends at a blank line), other fields and comments are ignored.

/** Yields the data of each event; stops at `[DONE]`. */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // stream: true keeps a multi-byte character split across chunks for the next read.
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A trailing \r may be the first half of \r\n: wait for the next chunk.
        if (!done && newline === buffer.length - 1 && buffer[newline] === '\r') break;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) {
            const event = data.join('\n');
            data = [];
            if (event.trim() === '[DONE]') return;
            yield event;
          }
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      if (done) break;
    }
    if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
    if (data.length > 0) {
      const event = data.join('\n');
      if (event.trim() !== '[DONE]') yield event;
    }
  } finally {
    // Stop the download when the consumer leaves early ([DONE], an error).
    reader.cancel().catch(() => undefined);
  }
}
