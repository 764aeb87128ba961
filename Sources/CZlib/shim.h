// zlib, for the auditor's cache files (WhittleAudit/Cache/Deflate.swift). macOS has it in the
// SDK; on Linux it is Debian's zlib1g-dev (.ci/run installs it when missing).
#include <zlib.h>
