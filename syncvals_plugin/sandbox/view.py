"""What the sandbox may see, and the manifest that proves nobody changed it.

The view is narrow on purpose: the interpreter, its standard library (without site-packages and
the stdlib's own test suite), the torch environment's packages (without headers), and exactly the
system shared libraries those need, found by a probe that imports them and reads its own memory
map.  Nothing else of ``/usr`` is visible, so a copy of the reference planted elsewhere cannot be
loaded.  Inside the view, a planted or patched file is caught by the **manifest**: every file and
folder with its type, size, mtime, ctime and inode, recorded once per environment (before any
agent runs: ``syncvals prepare``/``run`` record it, else the first ``verify``) and compared before
every grading.  ``ctime`` cannot be set back by any user short of changing the clock, so an edit
that restores size and mtime is still seen.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import sys
import sysconfig
import time
from dataclasses import dataclass
from functools import cache
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

from packaging.requirements import Requirement

from syncvals_plugin.cache import cache_root
from syncvals_plugin.errors import GraderFault

ENV_DISTRIBUTIONS = ("torch", "numpy", "pyseccomp")  # numpy only keeps torch from warning
# Top-level entries of those distributions that the sandbox needs (torch imports torchgen and
# typing_extensions; sympy, networkx and the rest are only used by torch.compile and friends).
ENV_KEEP = frozenset(
    {"torch", "torchgen", "numpy", "numpy.libs", "typing_extensions.py", "pyseccomp.py"}
)
# Folders inside the view that no import needs: headers and test suites (thousands of files that
# would only slow the manifest check).
ENV_HOLES = (
    "torch/include",
    "torch/share",
    "torch/testing/_internal/data",
    "numpy/_core/tests",
    "numpy/tests",
    "numpy/f2py",
    "numpy/_pyinstaller",
    "numpy/typing/tests",
)
STDLIB_HOLES = (
    "site-packages",
    "test",
    "idlelib",
    "tkinter",
    "turtledemo",
    "ensurepip",
    "lib2to3",
    "pydoc_data",
    "unittest/test",
    "distutils/tests",
    "ctypes/test",
    "sqlite3/test",
    "tkinter/test",
)
MANIFEST_VERSION = 1
UNCHECKED = frozenset({"/etc/ld.so.cache"})
"""Seen by the sandbox but not compared: the dynamic loader's table of library names to paths.
Every package installation rewrites it; inside the sandbox it can only name files the view shows,
and each of those is checked."""


class EnvironmentTampered(GraderFault):
    """Files the sandbox can see differ from the manifest recorded for this environment (and no
    package manager vouches for them), or the manifest cannot be read: no grade."""


def interpreter() -> Path:
    """The real interpreter binary (a venv's ``python`` resolves to its base) the sandbox runs."""
    return Path(os.path.realpath(getattr(sys, "_base_executable", sys.executable)))


def stdlib_dir() -> Path:
    """The interpreter's standard library folder (``…/lib/python3.X``)."""
    return Path(
        sysconfig.get_paths(vars={"base": sys.base_prefix, "platbase": sys.base_prefix})["stdlib"]
    )


@cache
def environment_entries() -> tuple[Path, ...]:
    """Top-level files and folders of torch and what it needs at import, in site-packages."""
    seen: set[str] = set()
    entries: set[Path] = set()
    todo = list(ENV_DISTRIBUTIONS)
    while todo:
        name = todo.pop()
        key = name.lower().replace("_", "-")
        if key in seen:
            continue
        seen.add(key)
        try:
            dist = distribution(name)
        except PackageNotFoundError:
            continue
        # str(): locate_file is typed as returning any path-like object, not only a filesystem Path.
        root = Path(str(dist.locate_file("")))
        for file in dist.files or []:
            if file.parts[0] in ENV_KEEP:
                entries.add(root / file.parts[0])
        for spec in dist.requires or []:
            req = Requirement(spec)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return tuple(sorted(p for p in entries if p.exists()))


def env_holes() -> list[Path]:
    """Folders inside the environment entries that the sandbox does not see."""
    out = []
    for entry in environment_entries():
        for hole in ENV_HOLES:
            head, _, rest = hole.partition("/")
            if head == entry.name and (entry / rest).is_dir():
                out.append(entry / rest)
    return out


def stdlib_holes() -> list[Path]:
    """Folders of the standard library that the sandbox does not see (outermost only)."""
    root = stdlib_dir()
    holes = [root / h for h in STDLIB_HOLES if (root / h).is_dir()]
    return [h for h in holes if not any(o in h.parents for o in holes)]


_PROBE = r"""
import ctypes, importlib, json, os, re, sys
sys.path[:0] = json.loads(sys.argv[1])
# Every shared object of the environment, loaded with what it needs: the same system files
# `import torch, numpy` maps, at about a quarter of the cost (torch's Python import not run).
shared = re.compile(r"\.so(\.[0-9]+)*$")
for entry in json.loads(sys.argv[2]):
    for folder, _dirs, names in sorted(os.walk(entry)):
        for name in sorted(names):
            if shared.search(name):
                try:
                    ctypes.CDLL(os.path.join(folder, name))
                except OSError:
                    pass  # a test library that needs what no import loads: nothing to map
try:
    import pyseccomp  # noqa
except Exception:
    pass
import ctypes.util
lib = ctypes.util.find_library("seccomp")
if lib:
    try:
        ctypes.CDLL(lib)
    except OSError:
        pass
dynload = os.path.join(os.path.dirname(os.__file__), "lib-dynload")
for name in sorted(os.listdir(dynload)):
    if name.endswith(".so"):
        try:
            importlib.import_module(name.split(".")[0])
        except BaseException:
            pass
print("\n".join(sorted({l.split()[-1] for l in open("/proc/self/maps") if l.split()[-1].startswith("/")})))
"""


def system_files(paths: list[str]) -> list[str]:
    """The existing files among ``paths`` (a process's mapped files) that lie outside the
    standard library, the environment entries and the interpreter: what the view must add."""
    inside = [stdlib_dir(), *environment_entries(), interpreter()]
    out = []
    for line in paths:
        path = Path(line)
        if line.startswith("/") and path.is_file():
            if not any(path == p or p in path.parents for p in inside):
                out.append(str(path))
    return out


def _probe_system_files() -> list[str]:
    """System files (outside the stdlib and the environment) a process importing torch maps: found
    by loading every shared object of the environment and every standard-library extension, then
    reading the process's own memory map."""
    site = sorted({str(e.parent) for e in environment_entries()})
    entries = [str(e) for e in environment_entries() if e.is_dir()]
    proc = subprocess.run(
        [str(interpreter()), "-I", "-S", "-c", _PROBE, json.dumps(site), json.dumps(entries)],
        capture_output=True,
        text=True,
        timeout=300,
        env={"PATH": "/usr/bin:/bin", "OMP_NUM_THREADS": "1"},
    )
    if proc.returncode != 0:
        raise RuntimeError(f"could not probe the sandbox's libraries: {proc.stderr[-500:]}")
    files = system_files(proc.stdout.splitlines())
    for extra in ("/etc/ld.so.cache", "/usr/lib/locale/C.utf8"):
        if os.path.exists(extra):
            files.append(extra)
    return sorted(set(files))


def _soname_links(files: list[str]) -> list[tuple[str, str]]:
    """Symbolic links that point at a library: beside it (``libstdc++.so.6 -> …so.6.0.30``), and
    the dynamic loader's fixed path (``/lib64/ld-linux-x86-64.so.2``)."""
    wanted = {os.path.realpath(f) for f in files}
    links = []
    for pattern_dir in ("/lib64", "/lib", "/lib32"):
        loader_dir = Path(os.path.realpath(pattern_dir))
        for loader in loader_dir.glob("ld-*.so*") if loader_dir.is_dir() else []:
            if loader.is_symlink() and str(loader) not in files:
                links.append((str(loader), os.readlink(loader)))
    for folder in sorted({os.path.dirname(f) for f in files}):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            path = os.path.join(folder, name)
            if os.path.islink(path) and os.path.realpath(path) in wanted and path not in files:
                links.append((path, os.readlink(path)))
    return links


SYSTEM_TOPS = ("/bin", "/sbin", "/lib", "/lib64", "/lib32")
"""Top-level system folders: links into ``/usr`` on a merged system, else seen whole."""


@dataclass(frozen=True)
class View:
    """Host paths the sandbox sees: whole trees (minus holes), single files, and symlinks."""

    trees: tuple[str, ...]
    holes: tuple[str, ...]
    files: tuple[str, ...]
    links: tuple[tuple[str, str], ...]

    def readable(self) -> tuple[list[str], list[str]]:
        """Landlock read rules: ``(paths readable whole, folders only listable)``.

        A Landlock rule covers a whole hierarchy, so a tree with a hole is allowed child by child,
        and the folders above a hole may only be listed (imports need to list them).
        """
        holes = {Path(h) for h in self.holes}
        whole: list[str] = []
        listable: list[str] = []
        for tree in self.trees:
            _allow_tree_except(Path(tree), holes, whole, listable)
        return whole + list(self.files), listable


DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty")
"""Devices a Landlock-confined agent may open (never a disk)."""


@dataclass(frozen=True)
class AgentView:
    """The paths an agent's commands see, and which of them they may write."""

    trees: tuple[str, ...]
    """Folders seen whole and read-only, minus ``holes``."""
    holes: tuple[str, ...]
    """Folders inside ``trees`` that stay unseen."""
    files: tuple[str, ...]
    """Single files seen read-only (the interpreter, its libraries)."""
    writable: tuple[str, ...]
    """The workspace, the private temporary folder and home."""
    revealed: tuple[str, ...] = ()
    """Paths an agent is given on purpose, read-only (the oracle's ``solution/``, an external
    agent's own program)."""
    sockets: tuple[str, ...] = ()
    """Unix sockets the agent may connect to (its trial's oracle), nothing else of their folder."""

    def landlock_rules(self, own_proc: bool) -> tuple[list[str], list[str]]:
        """``(readable whole, listable only)`` for Landlock, holes left out.  ``/proc`` only when
        it is the call's own (a fresh one in its PID namespace): the host's would show every
        other process's name and command line."""
        whole, listable = View(self.trees, self.holes, self.files, ()).readable()
        kernel_views = (*DEVICES, *(["/proc"] if own_proc else []), "/sys/devices/system/cpu")
        existing = [p for p in kernel_views if os.path.exists(p)]
        return whole + existing + list(self.revealed) + list(self.writable), listable


def _allow_tree_except(root: Path, holes: set[Path], whole: list[str], listable: list[str]) -> None:
    inner = [h for h in holes if h == root or root in h.parents]
    if not inner:
        whole.append(str(root))
        return
    if root in inner:
        return
    listable.append(str(root))
    for child in root.iterdir():
        _allow_tree_except(child, holes, whole, listable)


def environment_key() -> str:
    """Identifies this interpreter and environment (the manifest's file name).

    Cheap on purpose (no package-metadata scan: that takes longer than a whole grading's
    overhead): an upgrade inside the same environment keeps the key, and the manifest check
    then reports the changed files.
    """
    paths = sysconfig.get_paths()
    parts = [str(interpreter()), sys.prefix, sys.base_prefix, paths["purelib"], paths["platlib"]]
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def manifest_path() -> Path:
    """Where this environment's manifest is kept."""
    return cache_root() / "environment" / f"{environment_key()}.json"


def _stat_line(st: os.stat_result) -> list:
    kind = (
        "d"
        if stat.S_ISDIR(st.st_mode)
        else "l"
        if stat.S_ISLNK(st.st_mode)
        else "f"
        if stat.S_ISREG(st.st_mode)
        else "o"
    )
    return [
        kind,
        st.st_size if kind != "d" else 0,
        st.st_mtime_ns,
        st.st_ctime_ns,
        st.st_ino,
        stat.S_IMODE(st.st_mode),
    ]


def snapshot(view: View) -> dict[str, list]:
    """Type, size, mtime, ctime, inode and mode of every path in the view (iterative walk)."""
    holes = set(view.holes)
    out: dict[str, list] = {}
    stack = list(view.trees)
    for path in [*view.files, *(link for link, _ in view.links)]:
        if path in UNCHECKED:
            continue
        try:
            out[path] = _stat_line(os.lstat(path))
        except OSError:
            out[path] = ["missing"]
    while stack:
        folder = stack.pop()
        try:
            out[folder] = _stat_line(os.lstat(folder))
            entries = os.scandir(folder)
        except NotADirectoryError:
            continue
        except OSError:
            out[folder] = ["missing"]
            continue
        with entries:
            for entry in entries:
                if entry.path in holes:
                    continue
                st = entry.stat(follow_symlinks=False)
                if stat.S_ISDIR(st.st_mode):
                    stack.append(entry.path)
                else:
                    out[entry.path] = _stat_line(st)
    return out


@cache
def sandbox_view() -> View:
    """The view for this environment, from the manifest (probing and recording it if absent)."""
    return load_or_record()[0]


def _fresh_view() -> View:
    files = _probe_system_files()
    interp = str(interpreter())
    libpython = [
        str(p) for p in Path(sys.base_prefix, "lib").glob("libpython*.so*") if not p.is_symlink()
    ]
    return View(
        trees=(str(stdlib_dir()), *map(str, environment_entries())),
        holes=tuple(map(str, stdlib_holes() + env_holes())),
        files=tuple(sorted({interp, *libpython, *files})),
        links=tuple(_soname_links(files + libpython)),
    )


def record_manifest() -> Path:
    """Probe the view and record its manifest now (overwrites an older one)."""
    view = _fresh_view()
    path = manifest_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {
        "version": MANIFEST_VERSION,
        "recorded_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "view": {
            "trees": view.trees,
            "holes": view.holes,
            "files": view.files,
            "links": view.links,
        },
        "entries": snapshot(view),
    }
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data))
    os.replace(tmp, path)
    sandbox_view.cache_clear()
    return path


@cache
def _read_manifest(path: Path, mtime_ns: int) -> dict:
    # Parsed once per process and version of the file: a batch of submissions reads it once.
    return json.loads(path.read_text())


def _record_if_missing() -> bool:
    """Record the manifest unless one exists, one process at a time (two test workers, two
    trials of a batch starting together); whether this call recorded it."""
    import fcntl

    path = manifest_path()
    if path.exists():
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_suffix(".lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if path.exists():  # another process recorded it while this one waited
            return False
        record_manifest()
        return True


def record_environment_if_missing() -> None:
    """Record the manifest now unless one exists: call it before anything untrusted runs."""
    _record_if_missing()


def load_or_record() -> tuple[View, dict, bool]:
    """The recorded view and manifest entries, recording them first when there are none.

    The third value says whether they were recorded just now (trust on first use).
    """
    path = manifest_path()
    fresh = _record_if_missing()
    try:
        data = _read_manifest(path, path.stat().st_mtime_ns)
        view = View(
            trees=tuple(data["view"]["trees"]),
            holes=tuple(data["view"]["holes"]),
            files=tuple(data["view"]["files"]),
            links=tuple((a, b) for a, b in data["view"]["links"]),
        )
        if data.get("version") != MANIFEST_VERSION:
            raise ValueError("old manifest version")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise EnvironmentTampered(
            f"the environment manifest {path} is unreadable ({exc})",
            fix="syncvals environment --record",
        ) from exc
    return view, data["entries"], fresh


@dataclass(frozen=True)
class Drift:
    """How the view differs from its manifest."""

    changed: str | None = None
    """What changed that no package manager vouches for (None: nothing): a grader fault."""
    recorded_now: bool = False
    """The manifest did not exist and was recorded by this check (trust on first use)."""
    updated: str | None = None
    """Changes a package manager made, re-recorded by this check (``dpkg: libstdc++6 (2)``)."""


def check_environment() -> Drift:
    """Compare the view with its manifest.  Changes whose content a package manager vouches for
    (and removals, which cannot plant anything) are re-recorded; the rest are returned."""
    view, recorded, fresh = load_or_record()
    if fresh:
        return Drift(recorded_now=True)
    now = snapshot(view)
    added = sorted(set(now) - set(recorded))
    removed = sorted(set(recorded) - set(now))
    changed = sorted(p for p in set(now) & set(recorded) if now[p] != recorded[p])
    if not (added or removed or changed):
        return Drift()
    unexplained, updates = _explain([*added, *changed], now)
    if not unexplained:
        record_manifest()
        shown = ", ".join(f"{m}: {', '.join(sorted(p))}" for m, p in sorted(updates.items()))
        return Drift(updated=shown or f"{len(removed)} file(s) removed")
    parts = []
    for label, paths in (
        ("added", [p for p in added if p in unexplained]),
        ("changed", [p for p in changed if p in unexplained]),
    ):
        if paths:
            shown = ", ".join(paths[:3]) + (f" and {len(paths) - 3} more" if len(paths) > 3 else "")
            parts.append(f"{label}: {shown}")
    return Drift(changed="; ".join(parts))


def _explain(paths: list[str], now: dict[str, list]) -> tuple[set[str], dict[str, set[str]]]:
    """Which of ``paths`` no package manager vouches for, and the packages that explain the rest.

    A folder is explained by its files (listed apart); a symbolic link by the file it points to.
    """
    from syncvals_plugin.sandbox.packages import dpkg_records, pip_records, vouched

    records = {
        **dpkg_records(),
        **pip_records({e.parent for e in environment_entries()}),
    }
    unexplained: set[str] = set()
    updates: dict[str, set[str]] = {}
    for path in paths:
        kind = now.get(path, ["missing"])[0]
        if kind == "d":
            continue
        target = os.path.realpath(path) if kind == "l" else path
        record = vouched(target, records) if os.path.isfile(target) else None
        if record is None:
            unexplained.add(path)
        else:
            updates.setdefault(record.manager, set()).add(record.package)
    return unexplained, updates
