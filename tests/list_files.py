#!/usr/bin/env python3
"""Lists files under a folder with a suffix, sorted, for meson (which has no glob)."""
import os
import sys

root, suffix = sys.argv[1], sys.argv[2]
for d, _, files in sorted(os.walk(root)):
    for f in sorted(files):
        if f.endswith(suffix):
            print(os.path.relpath(os.path.join(d, f), root))
