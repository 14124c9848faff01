// libjpeg-turbo's TurboJPEG API: reads a JPEG's header, then decodes it scaled down in the
// DCT (1/2, 1/4, 1/8), so a large picture never costs its full size in memory.
#ifndef CTURBOJPEG_SHIM_H
#define CTURBOJPEG_SHIM_H

#include <stddef.h>
#include <turbojpeg.h>

#endif
