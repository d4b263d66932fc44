#include "cindexstore.h"

#include <dlfcn.h>

bool cindexstore_load(const char *path, cindexstore_functions *functions) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return false;
    cindexstore_functions found;
#define FIND(field) \
    *(void **)(&found.field) = dlsym(library, "indexstore_" #field); \
    if (found.field == NULL) { dlclose(library); return false; }
    FIND(store_create)
    FIND(store_dispose)
    FIND(record_reader_create)
    FIND(record_reader_dispose)
    FIND(record_reader_occurrences_apply_f)
    FIND(occurrence_get_symbol)
    FIND(occurrence_get_roles)
    FIND(occurrence_get_line_col)
    FIND(symbol_get_kind)
    FIND(symbol_get_subkind)
    FIND(symbol_get_properties)
    FIND(symbol_get_name)
    FIND(symbol_get_usr)
    FIND(error_get_description)
    FIND(error_dispose)
#undef FIND
    *functions = found;
    return true;
}
