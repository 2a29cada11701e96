#ifndef VITRINE_CCMARK_SHIM_H
#define VITRINE_CCMARK_SHIM_H

#if __has_include(<cmark.h>)
#include <cmark.h>
#else
#error "Vitrine needs the cmark C library: on Debian or Ubuntu run 'sudo apt-get install libcmark-dev', on macOS 'brew install cmark'."
#endif

#endif
