#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
