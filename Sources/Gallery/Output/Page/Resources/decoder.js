// The page's APNG decoder (APNG specification 1.0 over PNG's chunk format): reads the chunks, builds a
// standalone PNG per frame (the frame's size in IHDR, its `IDAT`/`fdAT` data — `fdAT` without its
// sequence number — as IDAT, CRCs recomputed), decodes each with `createImageBitmap`, and composites
// them with their `fcTL` offsets and every `dispose_op`/`blend_op` onto the player's canvas. Composited
// states are kept as checkpoints every `checkpointInterval` frames, so a seek replays at most that many
// frames and memory holds the changed regions, not every full frame. A frame whose delay spans several
// recorded frames (our writer lengthens a repeated frame's delay) fills that many places of `timeline`,
// which maps a recorded frame to its APNG frame.
const PNG_SIGNATURE = Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10);
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function readChunks(bytes) {
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error("not a PNG file");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks = [];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (offset + 12 + length > bytes.length) throw new Error(`truncated ${type} chunk`);
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
    if (type === "IEND") return chunks;
  }
  throw new Error("no IEND chunk");
}

// Chunks every frame's standalone PNG needs besides IHDR and its data.
const SHARED_CHUNKS = ["PLTE", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT"];

function parseAPNG(bytes) {
  let header = null, declared = null, frame = null;
  const shared = [], frames = [], still = [];
  for (const { type, data } of readChunks(bytes)) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (type === "IHDR") {
      header = data;
    } else if (type === "acTL") {
      declared = view.getUint32(0);
    } else if (type === "fcTL") {
      frame = {
        width: view.getUint32(4), height: view.getUint32(8), x: view.getUint32(12), y: view.getUint32(16),
        delay: view.getUint16(20) / (view.getUint16(22) || 100), dispose: data[24], blend: data[25], data: [],
      };
      frames.push(frame);
    } else if (type === "IDAT") {
      // IDAT before the first fcTL is a default image outside the animation.
      (frame ? frame.data : still).push(data);
    } else if (type === "fdAT") {
      if (frame) frame.data.push(data.subarray(4));
    } else if (SHARED_CHUNKS.includes(type) && frames.length === 0) {
      shared.push(pngChunk(type, data));
    }
  }
  if (!header) throw new Error("no IHDR chunk");
  const size = new DataView(header.buffer, header.byteOffset, 8);
  const width = size.getUint32(0), height = size.getUint32(4);
  if (frames.length === 0) frames.push({ width, height, x: 0, y: 0, delay: 0, dispose: 0, blend: 0, data: still });
  if (declared !== null && declared !== frames.length) {
    throw new Error(`acTL declares ${declared} frames, the file has ${frames.length}`);
  }
  for (const f of frames) {
    if (f.x + f.width > width || f.y + f.height > height) throw new Error("a frame lies outside the canvas");
  }
  return { width, height, header, shared, frames };
}

function framePNG(apng, frame) {
  const header = apng.header.slice();
  const view = new DataView(header.buffer);
  view.setUint32(0, frame.width);
  view.setUint32(4, frame.height);
  const parts = [PNG_SIGNATURE, pngChunk("IHDR", header), ...apng.shared];
  for (const data of frame.data) parts.push(pngChunk("IDAT", data));
  parts.push(pngChunk("IEND", new Uint8Array(0)));
  return new Blob(parts, { type: "image/png" });
}

class APNGAnimation {
  static async decode(bytes, fps, canvas, checkpointInterval = 24) {
    const apng = parseAPNG(bytes);
    const bitmaps = await Promise.all(apng.frames.map((frame) =>
      createImageBitmap(framePNG(apng, frame), { colorSpaceConversion: "none" })));
    const animation = new APNGAnimation(apng, bitmaps, fps, canvas, checkpointInterval);
    await animation.prepare();
    return animation;
  }

  constructor(apng, bitmaps, fps, canvas, checkpointInterval) {
    this.frames = apng.frames;
    this.bitmaps = bitmaps;
    this.width = apng.width;
    this.height = apng.height;
    this.interval = checkpointInterval;
    this.checkpoints = new Map();
    this.timeline = [];
    apng.frames.forEach((frame, index) => {
      const count = Math.max(1, Math.round(frame.delay * fps));
      for (let i = 0; i < count; i++) this.timeline.push(index);
    });
    canvas.width = apng.width;
    canvas.height = apng.height;
    this.context = canvas.getContext("2d", { willReadFrequently: true });
    this.canvas = canvas;
    this.current = -1;
    this.saved = null;
  }

  // Draws frame k over the canvas as it is (after the previous frame's disposal).
  draw(k) {
    const f = this.frames[k];
    if (f.dispose === 2 && k > 0) this.saved = this.context.getImageData(f.x, f.y, f.width, f.height);
    if (f.blend === 0) this.context.clearRect(f.x, f.y, f.width, f.height);
    this.context.drawImage(this.bitmaps[k], f.x, f.y);
    this.current = k;
  }

  // Disposes of frame k; the first frame's "previous" counts as "background" (APNG specification).
  dispose(k) {
    const f = this.frames[k];
    const op = k === 0 && f.dispose === 2 ? 1 : f.dispose;
    if (op === 1) this.context.clearRect(f.x, f.y, f.width, f.height);
    else if (op === 2) this.context.putImageData(this.saved, f.x, f.y);
  }

  async prepare() {
    this.context.clearRect(0, 0, this.width, this.height);
    for (let k = 0; k < this.frames.length; k++) {
      if (k % this.interval === 0) this.checkpoints.set(k, await createImageBitmap(this.canvas));
      this.draw(k);
      this.dispose(k);
    }
    this.current = -1;
    this.show(0);
  }

  // Shows APNG frame k: the next frame directly, any other from the checkpoint before it.
  show(k) {
    if (k === this.current) return;
    if (this.current >= 0 && k === this.current + 1) {
      this.dispose(this.current);
      this.draw(k);
      return;
    }
    const start = k - (k % this.interval);
    this.context.clearRect(0, 0, this.width, this.height);
    this.context.drawImage(this.checkpoints.get(start), 0, 0);
    for (let m = start; m < k; m++) {
      this.draw(m);
      this.dispose(m);
    }
    this.draw(k);
  }

  close() {
    for (const bitmap of [...this.bitmaps, ...this.checkpoints.values()]) bitmap.close();
  }
}
