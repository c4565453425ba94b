#ifndef TOKENC_CJSONC_SHIM_H
#define TOKENC_CJSONC_SHIM_H
#include <json-c/json.h>
#include <json-c/json_tokener.h>
#endif
