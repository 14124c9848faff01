// chafa turns pixels into symbols and colours for a grid of cells (blocks, sixel, kitty).
// Its symbol tags and modes are enums Swift imports awkwardly (one is a ~ of others): they
// are named here as plain values.
#ifndef CCHAFA_SHIM_H
#define CCHAFA_SHIM_H

#include <chafa.h>

static inline ChafaSymbolTags shim_chafa_block_tags(void) {
    return (ChafaSymbolTags)(CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_SOLID | CHAFA_SYMBOL_TAG_HALF
                             | CHAFA_SYMBOL_TAG_QUAD);
}
static inline ChafaSymbolTags shim_chafa_sextant_tags(void) { return CHAFA_SYMBOL_TAG_SEXTANT; }
static inline ChafaCanvasMode shim_chafa_truecolor(void) { return CHAFA_CANVAS_MODE_TRUECOLOR; }
static inline ChafaCanvasMode shim_chafa_indexed_240(void) { return CHAFA_CANVAS_MODE_INDEXED_240; }
static inline ChafaPixelType shim_chafa_rgba8(void) { return CHAFA_PIXEL_RGBA8_UNASSOCIATED; }
static inline ChafaPixelMode shim_chafa_symbols(void) { return CHAFA_PIXEL_MODE_SYMBOLS; }
static inline ChafaPixelMode shim_chafa_kitty(void) { return CHAFA_PIXEL_MODE_KITTY; }
static inline ChafaPixelMode shim_chafa_sixels(void) { return CHAFA_PIXEL_MODE_SIXELS; }

#endif
