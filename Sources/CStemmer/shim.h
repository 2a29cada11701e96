#ifndef VITRINE_CSTEMMER_SHIM_H
#define VITRINE_CSTEMMER_SHIM_H

#if __has_include(<libstemmer.h>)
#include <libstemmer.h>
#else
#error "Vitrine needs Snowball's stemmer library: on Debian or Ubuntu run 'sudo apt-get install libstemmer-dev', on macOS 'brew install snowball'."
#endif

#endif
