#ifndef TOKENC_CMIMALLOC_SHIM_H
#define TOKENC_CMIMALLOC_SHIM_H
// mimalloc (libmimalloc-dev), linked into the tokenc executable when built with TOKENC_MIMALLOC=1 (Package.swift).
#include <mimalloc.h>
#endif
