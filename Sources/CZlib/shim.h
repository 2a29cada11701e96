#ifndef VITRINE_CZLIB_SHIM_H
#define VITRINE_CZLIB_SHIM_H

#if __has_include(<zlib.h>)
#include <zlib.h>
#else
#error "Vitrine needs zlib's header: on Debian or Ubuntu run 'sudo apt-get install zlib1g-dev'."
#endif

#endif
