// Xlib and cairo-xlib for the live host, with functions for the Xlib macros Swift cannot import.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <cairo/cairo-xlib.h>

static inline int cx11_default_screen(Display *display) { return DefaultScreen(display); }
static inline Window cx11_root_window(Display *display, int screen) { return RootWindow(display, screen); }
static inline Visual *cx11_default_visual(Display *display, int screen) { return DefaultVisual(display, screen); }
static inline unsigned long cx11_white_pixel(Display *display, int screen) { return WhitePixel(display, screen); }
static inline int cx11_connection_number(Display *display) { return ConnectionNumber(display); }

/// The events the live window listens to.
static inline long cx11_event_mask(void) {
    return ExposureMask | KeyPressMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
        | LeaveWindowMask | StructureNotifyMask;
}
