// The emulator's video files: a real, playable MP4 (H.264 baseline) written in code, so the
// storefront's Video block can be exercised offline without shipping a binary fixture.
//
// An H.264 encoder is out of scope, but two corners of the format need none:
//  - an I_PCM macroblock carries raw samples, so the first (IDR) frame is just a picture;
//  - a P frame whose macroblocks are all skipped repeats the previous frame in a few bytes.
// The clip is a still picture (colours from the asset hash) that plays for a few seconds.
// Muxing is the minimal ISO BMFF a browser accepts: ftyp, moov (one avc1 track) and mdat.

import { LruCache } from '../../lru';
import { PALETTES } from './svg';

const WIDTH = 256;
const HEIGHT = 144; // both multiples of 16: no cropping needed
const FPS = 10;
const FRAMES = 40; // 4 seconds
const MB_COLS = WIDTH / 16;
const MB_ROWS = HEIGHT / 16;

/** Writes the bit-oriented syntax elements of H.264 (fixed-width and Exp-Golomb codes). */
class BitWriter {
  #bytes: number[] = [];
  #current = 0;
  #used = 0;

  bits(value: number, count: number): this {
    for (let i = count - 1; i >= 0; i--) {
      this.#current = (this.#current << 1) | ((value >>> i) & 1);
      if (++this.#used === 8) this.#flush();
    }
    return this;
  }

  /** ue(v): unsigned Exp-Golomb. */
  ue(value: number): this {
    const code = value + 1;
    const length = 32 - Math.clz32(code);
    return this.bits(0, length - 1).bits(code, length);
  }

  /** se(v): signed Exp-Golomb. */
  se(value: number): this {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean {
    return this.#used === 0;
  }

  alignWithZeros(): this {
    while (!this.aligned) this.bits(0, 1);
    return this;
  }

  bytes(values: ArrayLike<number>): this {
    for (let i = 0; i < values.length; i++) this.bits(values[i]!, 8);
    return this;
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  finish(): Uint8Array {
    this.bits(1, 1).alignWithZeros();
    return Uint8Array.from(this.#bytes);
  }

  #flush() {
    this.#bytes.push(this.#current);
    this.#current = 0;
    this.#used = 0;
  }
}

/** A NAL unit: header byte, then the payload with emulation prevention bytes inserted. */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

const PROFILE_BASELINE = 66;
const CONSTRAINTS = 0xc0; // constraint_set0 and set1: decodable by baseline and main decoders
const LEVEL = 30;

function sequenceParameterSet(): Uint8Array {
  const w = new BitWriter().bits(PROFILE_BASELINE, 8).bits(CONSTRAINTS, 8).bits(LEVEL, 8)
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4: frame_num has 4 bits
    .ue(2) // pic_order_cnt_type 2: output order is decoding order
    .ue(1) // max_num_ref_frames
    .bits(0, 1) // gaps_in_frame_num_value_allowed_flag
    .ue(MB_COLS - 1).ue(MB_ROWS - 1)
    .bits(1, 1) // frame_mbs_only_flag
    .bits(1, 1) // direct_8x8_inference_flag
    .bits(0, 1) // frame_cropping_flag
    .bits(0, 1); // vui_parameters_present_flag
  return nal(3, 7, w.finish());
}

function pictureParameterSet(): Uint8Array {
  const w = new BitWriter()
    .ue(0).ue(0) // pic_parameter_set_id, seq_parameter_set_id
    .bits(0, 1) // entropy_coding_mode_flag: CAVLC
    .bits(0, 1) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0).ue(0) // num_ref_idx_l0/l1_default_active_minus1
    .bits(0, 1).bits(0, 2) // weighted_pred_flag, weighted_bipred_idc
    .se(0).se(0).se(0) // pic_init_qp_minus26, pic_init_qs_minus26, chroma_qp_index_offset
    .bits(1, 1) // deblocking_filter_control_present_flag (to switch it off per slice)
    .bits(0, 1).bits(0, 1); // constrained_intra_pred_flag, redundant_pic_cnt_present_flag
  return nal(3, 8, w.finish());
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The picture: a vertical gradient with a sun disc in one of the image palettes, as 8-bit Y'CbCr 4:2:0. */
function drawPicture(hash: string): { y: Uint8Array; cb: Uint8Array; cr: Uint8Array } {
  const palette = PALETTES[parseInt(hash.slice(0, 2), 16) % PALETTES.length]!;
  const top = rgb(palette[4]);
  const bottom = rgb(palette[2]);
  const disc = rgb(palette[1]);
  const sun = { x: WIDTH * (0.3 + (parseInt(hash.slice(2, 4), 16) % 40) / 100), y: HEIGHT * 0.45, r: HEIGHT * 0.22 };
  const y = new Uint8Array(WIDTH * HEIGHT);
  const cb = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const cr = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const clampVideo = (v: number) => Math.min(235, Math.max(16, Math.round(v)));
  for (let row = 0; row < HEIGHT; row++) {
    const t = row / (HEIGHT - 1);
    for (let col = 0; col < WIDTH; col++) {
      const inSun = Math.hypot(col - sun.x, row - sun.y) < sun.r;
      const [r, g, b] = inSun ? disc : top.map((c, i) => c + (bottom[i]! - c) * t) as [number, number, number];
      // BT.601, limited range.
      y[row * WIDTH + col] = clampVideo(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const i = (row / 2) * (WIDTH / 2) + col / 2;
        cb[i] = clampVideo(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        cr[i] = clampVideo(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  return { y, cb, cr };
}

const SLICE_TYPE_P = 5; // P, and every slice of the picture is P
const SLICE_TYPE_I = 7;

/** The IDR frame: one slice of I_PCM macroblocks. */
function idrSlice(hash: string): Uint8Array {
  const { y, cb, cr } = drawPicture(hash);
  const w = new BitWriter()
    .ue(0).ue(SLICE_TYPE_I).ue(0) // first_mb_in_slice, slice_type, pic_parameter_set_id
    .bits(0, 4) // frame_num
    .ue(0) // idr_pic_id
    .bits(0, 1).bits(0, 1) // no_output_of_prior_pics_flag, long_term_reference_flag
    .se(0) // slice_qp_delta
    .ue(1); // disable_deblocking_filter_idc: PCM needs no filtering
  for (let mbRow = 0; mbRow < MB_ROWS; mbRow++) {
    for (let mbCol = 0; mbCol < MB_COLS; mbCol++) {
      w.ue(25).alignWithZeros(); // mb_type I_PCM, pcm_alignment_zero_bits
      for (let r = 0; r < 16; r++) {
        const start = (mbRow * 16 + r) * WIDTH + mbCol * 16;
        w.bytes(y.subarray(start, start + 16));
      }
      for (const plane of [cb, cr]) {
        for (let r = 0; r < 8; r++) {
          const start = (mbRow * 8 + r) * (WIDTH / 2) + mbCol * 8;
          w.bytes(plane.subarray(start, start + 8));
        }
      }
    }
  }
  return nal(3, 5, w.finish());
}

/** A P frame that repeats its reference: every macroblock skipped. */
function skipSlice(frameNum: number): Uint8Array {
  const w = new BitWriter()
    .ue(0).ue(SLICE_TYPE_P).ue(0) // first_mb_in_slice, slice_type, pic_parameter_set_id
    .bits(frameNum % 16, 4) // frame_num counts reference frames, wrapping at 4 bits
    .bits(0, 1) // num_ref_idx_active_override_flag
    .bits(0, 1) // ref_pic_list_modification_flag_l0
    .bits(0, 1) // adaptive_ref_pic_marking_mode_flag: sliding window
    .se(0).ue(1) // slice_qp_delta, disable_deblocking_filter_idc
    .ue(MB_COLS * MB_ROWS); // mb_skip_run covering the picture
  return nal(2, 1, w.finish());
}

// ---------------------------------------------------------------------------------------
// ISO BMFF (MP4) boxes

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

function u(bytes: number, ...values: number[]): Uint8Array {
  const out = new Uint8Array(bytes * values.length);
  const view = new DataView(out.buffer);
  values.forEach((value, i) => {
    if (bytes === 1) view.setUint8(i, value);
    else if (bytes === 2) view.setUint16(i * 2, value);
    else view.setUint32(i * 4, value);
  });
  return out;
}

function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const body = concat(content);
  return concat([u(4, body.length + 8), ascii(type), body]);
}

const fullBox = (type: string, version: number, flags: number, ...content: Uint8Array[]) =>
  box(type, u(4, (version << 24) | flags), ...content);

const MATRIX = u(4, 0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

function movie(sps: Uint8Array, pps: Uint8Array, sampleSizes: number[], mdatOffset: number): Uint8Array {
  const durationMs = (FRAMES * 1000) / FPS;
  const avcC = box('avcC', u(1, 1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xff, 0xe1), u(2, sps.length), sps,
    u(1, 1), u(2, pps.length), pps);
  const avc1 = box('avc1', new Uint8Array(6), u(2, 1), new Uint8Array(16), u(2, WIDTH, HEIGHT),
    u(4, 0x00480000, 0x00480000, 0), u(2, 1), new Uint8Array(32), u(2, 0x0018, 0xffff), avcC);
  const stbl = box('stbl',
    fullBox('stsd', 0, 0, u(4, 1), avc1),
    fullBox('stts', 0, 0, u(4, 1, FRAMES, 1)),
    fullBox('stss', 0, 0, u(4, 1, 1)),
    fullBox('stsc', 0, 0, u(4, 1, 1, FRAMES, 1)),
    fullBox('stsz', 0, 0, u(4, 0, FRAMES, ...sampleSizes)),
    fullBox('stco', 0, 0, u(4, 1, mdatOffset)));
  const minf = box('minf',
    fullBox('vmhd', 0, 1, new Uint8Array(8)),
    box('dinf', fullBox('dref', 0, 0, u(4, 1), fullBox('url ', 0, 1))),
    stbl);
  const mdia = box('mdia',
    fullBox('mdhd', 0, 0, u(4, 0, 0, FPS, FRAMES), u(2, 0x55c4, 0)), // language "und"
    fullBox('hdlr', 0, 0, u(4, 0), ascii('vide'), new Uint8Array(12), ascii('VideoHandler\0')),
    minf);
  const tkhd = fullBox('tkhd', 0, 3, u(4, 0, 0, 1, 0, durationMs, 0, 0), u(2, 0, 0, 0, 0), MATRIX,
    u(4, WIDTH << 16, HEIGHT << 16));
  const mvhd = fullBox('mvhd', 0, 0, u(4, 0, 0, 1000, durationMs, 0x00010000), u(2, 0x0100, 0), u(4, 0, 0),
    MATRIX, new Uint8Array(24), u(4, 2));
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

function writeMp4(hash: string): Uint8Array<ArrayBuffer> {
  const sps = sequenceParameterSet();
  const pps = pictureParameterSet();
  // Samples are length-prefixed NAL units; parameter sets travel in avcC instead.
  const samples = [idrSlice(hash), ...Array.from({ length: FRAMES - 1 }, (_, i) => skipSlice(i + 1))]
    .map((unit) => concat([u(4, unit.length), unit]));
  const ftyp = box('ftyp', ascii('isom'), u(4, 0x200), ascii('isomiso2avc1mp41'));
  const sizes = samples.map((sample) => sample.length);
  // moov's size does not depend on the offset it records, so measure it once, then write it.
  const moovSize = movie(sps, pps, sizes, 0).length;
  const moov = movie(sps, pps, sizes, ftyp.length + moovSize + 8);
  return concat([ftyp, moov, box('mdat', ...samples)]);
}

// A clip is about 60 kB: keep the few that are asked for, not one per hash ever requested.
const videos = new LruCache<string, Uint8Array<ArrayBuffer>>(8);

/** The MP4 of a file asset; any hash yields a clip, in colours of its own. */
export function videoFor(hash: string): Uint8Array<ArrayBuffer> {
  let video = videos.get(hash);
  if (!video) {
    video = writeMp4(hash);
    videos.set(hash, video);
  }
  return video;
}
