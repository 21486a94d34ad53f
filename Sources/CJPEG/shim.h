// libjpeg-turbo, with decode and encode entry points that keep libjpeg's error longjmp inside C: a fatal
// error (or a warning that means the data is corrupt or cut short) jumps back to the setjmp in the same C
// function, which frees what it made and returns an error code. No Swift frame is ever jumped over.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} openuikit_jpeg_error;

static inline void openuikit_jpeg_error_exit(j_common_ptr info) {
    openuikit_jpeg_error *error = (openuikit_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings that mean the image is damaged (cut short, bad entropy data) end the decode as errors do; other
// messages are dropped (libjpeg would print them on stderr).
static inline void openuikit_jpeg_emit_message(j_common_ptr info, int level) {
    if (level >= 0) return;
    switch (info->err->msg_code) {
    case JWRN_JPEG_EOF:
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_MUST_RESYNC:
    case JWRN_NOT_SEQUENTIAL:
        openuikit_jpeg_error_exit(info);
        break;
    default:
        break;
    }
}

static inline void openuikit_jpeg_install_errors(openuikit_jpeg_error *error) {
    jpeg_std_error(&error->manager);
    error->manager.error_exit = openuikit_jpeg_error_exit;
    error->manager.emit_message = openuikit_jpeg_emit_message;
    error->message[0] = 0;
}

/// Decodes JPEG bytes into opaque RGBA rows (4 bytes a pixel, alpha 255, rows top to bottom). Returns 0 and
/// a malloc'ed buffer in *pixels (the caller frees it), or 1 with a message (libjpeg's) in `message`, or 2
/// when the image has more than `max_pixels` pixels. CMYK and YCCK images (Adobe's inverted CMYK) are
/// converted to RGB.
static inline int openuikit_jpeg_decode(
    const unsigned char *data, unsigned long size, long max_pixels,
    int *width, int *height, unsigned char **pixels, char *message, int message_capacity
) {
    struct jpeg_decompress_struct info;
    openuikit_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    unsigned char *volatile row = NULL;
    *pixels = NULL;
    info.err = &error.manager;
    openuikit_jpeg_install_errors(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        free(row);
        snprintf(message, (size_t)message_capacity, "%s", error.message);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_calc_output_dimensions(&info);
    long w = (long)info.output_width, h = (long)info.output_height;
    if (w <= 0 || h <= 0 || w > max_pixels / h) {
        jpeg_destroy_decompress(&info);
        snprintf(message, (size_t)message_capacity, "%ld x %ld pixels", w, h);
        return 2;
    }
    buffer = (unsigned char *)malloc((size_t)(w * h * 4));
    if (cmyk) row = (unsigned char *)malloc((size_t)(w * 4));
    if (buffer == NULL || (cmyk && row == NULL)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        free(row);
        snprintf(message, (size_t)message_capacity, "out of memory");
        return 1;
    }
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        long y = (long)info.output_scanline;
        JSAMPROW target = cmyk ? row : buffer + y * w * 4;
        jpeg_read_scanlines(&info, &target, 1);
        if (cmyk) {
            // Adobe writes CMYK JPEGs inverted (0 = full ink), as almost every CMYK JPEG in use is.
            int inverted = info.saw_Adobe_marker;
            for (long x = 0; x < w; x++) {
                unsigned c = row[x * 4], m = row[x * 4 + 1], yy = row[x * 4 + 2], k = row[x * 4 + 3];
                if (!inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
                unsigned char *out = buffer + (y * w + x) * 4;
                out[0] = (unsigned char)((c * k + 127) / 255);
                out[1] = (unsigned char)((m * k + 127) / 255);
                out[2] = (unsigned char)((yy * k + 127) / 255);
                out[3] = 255;
            }
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = (int)w;
    *height = (int)h;
    *pixels = buffer;
    return 0;
}

/// Encodes RGBA rows (alpha ignored) as a baseline JPEG at `quality` (0 … 100). Returns 0 and a malloc'ed
/// buffer in *output (the caller frees it), or 1 with libjpeg's message.
static inline int openuikit_jpeg_encode(
    const unsigned char *pixels, int width, int height, int quality,
    unsigned char **output, unsigned long *output_size, char *message, int message_capacity
) {
    struct jpeg_compress_struct info;
    openuikit_jpeg_error error;
    unsigned char *volatile produced = NULL;
    unsigned long produced_size = 0;
    *output = NULL;
    *output_size = 0;
    info.err = &error.manager;
    openuikit_jpeg_install_errors(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(produced);
        snprintf(message, (size_t)message_capacity, "%s", error.message);
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&produced, &produced_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW source = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)width * 4);
        jpeg_write_scanlines(&info, &source, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = produced;
    *output_size = produced_size;
    return 0;
}
