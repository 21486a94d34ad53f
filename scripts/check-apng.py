#!/usr/bin/env python3
"""Checks a PNG or animated PNG with nothing but Python's zlib, independently of OpenUIKit's own decoder.

    check-apng.py FILE [--frames DIR]

Verifies the chunk layout (signature, one IHDR first, IEND last, every CRC), the APNG control chunks
(acTL's frame count, fcTL/fdAT sequence numbers without gaps, every frame inside the canvas, the first one
covering it), and that every frame's zlib data inflates to exactly the scanlines its size needs, with valid
filter types. With --frames, it also decodes every frame (unfilter, blend_op, dispose_op, delays) and
compares the animation, frame time by frame time, with the PNG sequence in DIR (frame-00000.png, …).

Prints one JSON line (frames, plays, width, height, colour type, pixels, and the frame times compared) and
exits 1 with the reason on the first problem.
"""
import json
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


class Invalid(Exception):
    pass


def chunks(data):
    if data[:8] != SIGNATURE:
        raise Invalid("not a PNG signature")
    offset, found = 8, []
    while offset < len(data):
        if offset + 12 > len(data):
            raise Invalid("truncated chunk at %d" % offset)
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if len(body) != length or offset + 12 + length > len(data):
            raise Invalid("truncated %s chunk" % kind)
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise Invalid("bad CRC in %s chunk at %d" % (kind.decode("latin-1"), offset))
        found.append((kind.decode("latin-1"), body))
        offset += 12 + length
    return found


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def unfilter(raw, width, height, bpp):
    """Rows of unfiltered bytes; raises on a bad filter type or a wrong length."""
    stride = width * bpp
    if len(raw) != height * (stride + 1):
        raise Invalid("inflated %d bytes, expected %d" % (len(raw), height * (stride + 1)))
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind > 4:
            raise Invalid("filter type %d in row %d" % (kind, y))
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 0xFF
            elif kind == 4:
                line[i] = (line[i] + paeth(a, b, c)) & 0xFF
        rows.append(line)
        previous = line
    return rows


def to_rgba(rows, color_type, width):
    """Straight-alpha RGBA pixels, one tuple per pixel, row-major."""
    pixels = []
    for line in rows:
        for x in range(width):
            if color_type == 6:
                pixels.append(tuple(line[x * 4:x * 4 + 4]))
            elif color_type == 2:
                pixels.append(tuple(line[x * 3:x * 3 + 3]) + (255,))
            else:
                raise Invalid("colour type %d not compared" % color_type)
    return pixels


def decode_png(path):
    found = chunks(open(path, "rb").read())
    width, height, depth, color_type = struct.unpack(">IIBB", found[0][1][:10])
    if depth != 8:
        raise Invalid("%s: bit depth %d not compared" % (path, depth))
    raw = zlib.decompress(b"".join(body for kind, body in found if kind == "IDAT"))
    return width, height, to_rgba(unfilter(raw, width, height, CHANNELS[color_type]), color_type, width)


def check(path, frames_dir=None):
    found = chunks(open(path, "rb").read())
    if found[0][0] != "IHDR" or [k for k, _ in found].count("IHDR") != 1:
        raise Invalid("IHDR must come first, once")
    if found[-1][0] != "IEND":
        raise Invalid("IEND must come last")
    width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", found[0][1])
    if depth != 8 or color_type not in CHANNELS or interlace != 0:
        raise Invalid("unexpected IHDR %r" % (found[0][1],))
    bpp = CHANNELS[color_type]
    actl = [body for kind, body in found if kind == "acTL"]
    controls, sequence = [], []
    for kind, body in found:
        if kind == "fcTL":
            if len(body) != 26:
                raise Invalid("fcTL of %d bytes" % len(body))
            seq, w, h, x, y, num, den, dispose, blend = struct.unpack(">IIIIIHHBB", body)
            if w == 0 or h == 0 or x + w > width or y + h > height or dispose > 2 or blend > 1:
                raise Invalid("frame %d outside the canvas or with bad operations" % seq)
            sequence.append(seq)
            controls.append({"w": w, "h": h, "x": x, "y": y, "delay": (num, den), "dispose": dispose, "blend": blend, "data": []})
        elif kind == "IDAT":
            if actl and len(controls) != 1:
                raise Invalid("IDAT must follow the first fcTL")
            if controls:
                controls[0]["data"].append(body)
        elif kind == "fdAT":
            if len(controls) < 2:
                raise Invalid("fdAT before the second frame")
            sequence.append(struct.unpack(">I", body[:4])[0])
            controls[-1]["data"].append(body[4:])
    pixels = 0
    if not actl:
        raw = zlib.decompress(b"".join(body for kind, body in found if kind == "IDAT"))
        unfilter(raw, width, height, bpp)
        print(json.dumps({"frames": 1, "width": width, "height": height, "colorType": color_type, "pixels": width * height}))
        return
    frame_count, plays = struct.unpack(">II", actl[0])
    if frame_count != len(controls):
        raise Invalid("acTL says %d frames, the file has %d" % (frame_count, len(controls)))
    if sequence != list(range(len(sequence))):
        raise Invalid("sequence numbers %r are not 0, 1, 2, …" % sequence[:20])
    first = controls[0]
    if (first["w"], first["h"], first["x"], first["y"]) != (width, height, 0, 0):
        raise Invalid("the first frame must cover the canvas")
    decoded = []
    for index, frame in enumerate(controls):
        raw = zlib.decompress(b"".join(frame["data"]))
        expected = frame["h"] * (frame["w"] * bpp + 1)
        if len(raw) != expected:
            raise Invalid("frame %d inflates to %d bytes, expected %d" % (index, len(raw), expected))
        if any(raw[row * (frame["w"] * bpp + 1)] > 4 for row in range(frame["h"])):
            raise Invalid("frame %d has an unknown filter type" % index)
        pixels += frame["w"] * frame["h"]
        decoded.append(raw)
    times = 0
    if frames_dir is not None:
        times = compare(controls, decoded, width, height, color_type, frames_dir)
    print(json.dumps({"frames": frame_count, "plays": plays, "width": width, "height": height, "colorType": color_type,
                      "pixels": pixels, "compared": times}))


def compare(controls, decoded, width, height, color_type, frames_dir):
    """Plays the animation and compares each frame time with the PNG sequence; returns the times compared."""
    bpp = CHANNELS[color_type]
    canvas = [(0, 0, 0, 0)] * (width * height)
    time = 0
    for index, (frame, raw) in enumerate(zip(controls, decoded)):
        w, h, x0, y0 = frame["w"], frame["h"], frame["x"], frame["y"]
        part = to_rgba(unfilter(raw, w, h, bpp), color_type, w)
        before = [canvas[(y0 + y) * width + x0:(y0 + y) * width + x0 + w] for y in range(h)]
        for y in range(h):
            for x in range(w):
                source = part[y * w + x]
                if frame["blend"] == 1 and source[3] == 0:
                    continue
                if frame["blend"] == 1 and source[3] != 255:
                    raise Invalid("frame %d blends a partly transparent pixel over the canvas" % index)
                canvas[(y0 + y) * width + x0 + x] = source
        numerator, denominator = frame["delay"]
        for _ in range(numerator):
            expected_width, expected_height, expected = decode_png("%s/frame-%05d.png" % (frames_dir, time))
            if (expected_width, expected_height) != (width, height):
                raise Invalid("frame-%05d.png has another size" % time)
            for i, (got, want) in enumerate(zip(canvas, expected)):
                if got != want and not (got[3] == 0 and want[3] == 0):
                    raise Invalid("frame time %d (frame %d) differs at pixel (%d, %d): %r, expected %r"
                                  % (time, index, i % width, i // width, got, want))
            time += 1
        if frame["dispose"] == 1 or (frame["dispose"] == 2 and index == 0):
            for y in range(h):
                canvas[(y0 + y) * width + x0:(y0 + y) * width + x0 + w] = [(0, 0, 0, 0)] * w
        elif frame["dispose"] == 2:
            for y in range(h):
                canvas[(y0 + y) * width + x0:(y0 + y) * width + x0 + w] = before[y]
    return time


if __name__ == "__main__":
    arguments = sys.argv[1:]
    frames = None
    if "--frames" in arguments:
        at = arguments.index("--frames")
        frames = arguments[at + 1]
        del arguments[at:at + 2]
    if len(arguments) != 1:
        sys.exit(__doc__)
    try:
        check(arguments[0], frames)
    except (Invalid, zlib.error, OSError, struct.error) as problem:
        print("invalid: %s" % problem, file=sys.stderr)
        sys.exit(1)
