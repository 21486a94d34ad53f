// giflib, reading from memory: giflib reports errors by return codes (it never jumps), so Swift calls it
// directly; this header adds only the in-memory input function giflib needs.
#include <stddef.h>
#include <string.h>
#include <gif_lib.h>

typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
} openuikit_gif_source;

static inline int openuikit_gif_read(GifFileType *gif, GifByteType *bytes, int count) {
    openuikit_gif_source *source = (openuikit_gif_source *)gif->UserData;
    size_t available = source->size - source->offset;
    size_t wanted = count < 0 ? 0 : (size_t)count;
    size_t taken = wanted < available ? wanted : available;
    memcpy(bytes, source->data + source->offset, taken);
    source->offset += taken;
    return (int)taken;
}

/// Opens GIF bytes held by `source` (which must outlive the returned file); NULL with *error set on failure.
static inline GifFileType *openuikit_gif_open(openuikit_gif_source *source, int *error) {
    return DGifOpen(source, openuikit_gif_read, error);
}
