// libcmark-gfm and its GitHub Flavored Markdown extensions (Debian: libcmark-gfm-dev,
// libcmark-gfm-extensions-dev). Only Sources/Markdown/CMarkConverter.swift imports this.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
