// The part of the toolchain's libIndexStore that sitegen reads: the records one type-check
// writes with `-index-store-path`. The library is opened at run time (it ships with the
// toolchain, not with the system), so its functions are reached through this table.
#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// A string the library owns: valid while the reader that gave it lives.
typedef struct {
    const char *data;
    size_t length;
} cindexstore_string;

typedef bool (*cindexstore_occurrence_visitor)(void *context, void *occurrence);

/// The library's functions sitegen calls, by the library's names without `indexstore_`.
typedef struct {
    void *(*store_create)(const char *path, void **error);
    void (*store_dispose)(void *store);
    void *(*record_reader_create)(void *store, const char *record_name, void **error);
    void (*record_reader_dispose)(void *reader);
    bool (*record_reader_occurrences_apply_f)(void *reader, void *context, cindexstore_occurrence_visitor visitor);
    void *(*occurrence_get_symbol)(void *occurrence);
    uint64_t (*occurrence_get_roles)(void *occurrence);
    void (*occurrence_get_line_col)(void *occurrence, unsigned *line, unsigned *column);
    unsigned (*symbol_get_kind)(void *symbol);
    unsigned (*symbol_get_subkind)(void *symbol);
    uint64_t (*symbol_get_properties)(void *symbol);
    cindexstore_string (*symbol_get_name)(void *symbol);
    cindexstore_string (*symbol_get_usr)(void *symbol);
    const char *(*error_get_description)(void *error);
    void (*error_dispose)(void *error);
} cindexstore_functions;

/// Opens the library at `path` and fills `functions`; false (and `functions` untouched) when
/// the library or one of the functions is missing.
bool cindexstore_load(const char *path, cindexstore_functions *functions);

#endif
