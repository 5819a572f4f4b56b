/**
 * A message framed once for every connection it goes to. `ws` frames a message on each send (a header allocated, the
 * socket corked, header and message written as one vectored write); a broadcast to 10,000 members did that 10,000
 * times. Framed once, each connection's write is one buffer (docs/performance.md, "Framed once").
 */
export type WireFrame = Buffer & { readonly __framed: true };

/** The largest payload a 16-bit length holds; longer ones take the 64-bit form. */
const SHORT_LENGTH_MAX = 0xffff;

/** A final, unmasked text frame, as a server sends one (RFC 6455, section 5.2). */
export function textFrame(text: string): WireFrame {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length <= SHORT_LENGTH_MAX ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  // FIN set, opcode 1 (text); no mask bit.
  frame[0] = 0x81;
  if (headerLength === 2) frame[1] = length;
  else if (headerLength === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerLength);
  return frame as WireFrame;
}
