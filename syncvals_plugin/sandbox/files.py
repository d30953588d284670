"""Removing what a sandbox or an agent's call leaves behind, however hostile its shape."""

from __future__ import annotations

import os
import stat
from pathlib import Path


def remove_tree(root: Path) -> None:
    """Delete a folder however deep or unwritable its contents are.

    Iterative, and by descriptor (``openat``/``unlinkat``), so neither Python's recursion limit
    nor the kernel's path-length limit stops it; folders are made writable on the way down.
    """
    root = Path(root)
    try:
        if not stat.S_ISDIR(os.lstat(root).st_mode):
            os.unlink(root)
            return
    except FileNotFoundError:
        return
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    os.chmod(root, 0o700)
    cur = os.open(root, flags)
    names: list[str] = []  # the path from root down to ``cur``
    while True:
        child = None
        with os.scandir(cur) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    child = entry.name
                    break
                os.unlink(entry.name, dir_fd=cur)
        if child is not None:
            try:
                os.chmod(child, 0o700, dir_fd=cur)
            except OSError:
                pass
            down = os.open(child, flags, dir_fd=cur)
            os.close(cur)
            cur, names = down, names + [child]
            continue
        if not names:
            os.close(cur)
            os.rmdir(root)
            return
        up = os.open("..", flags, dir_fd=cur)
        os.close(cur)
        cur = up
        os.rmdir(names.pop(), dir_fd=cur)
