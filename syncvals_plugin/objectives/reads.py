"""Python that reads the sealed file by reference: any call handed a value that *is* the file's
path, whatever the call (``open``, ``codecs.open``, ``tarfile.open``, ``torch.from_file``,
``linecache.getlines``, ``np.memmap``, a function of the agent's own), unless the call only
locates, names or loads the file.

A value is the file's path when the code takes it from where the module lives (``R.__file__``,
``find_spec("reforacle").origin``, ``inspect.getfile(R)``, ``R.__loader__.path``), spells it
(a literal or one folded from pieces, ``os.environ`` of what the shell set included), lists the
folder searching for it (a glob that matches it, ``os.listdir`` in code that matches names
against part of it or a shared object's suffix), or computes it from such a value by path and
string operations.  Names bound to one carry it (``=``, ``for``, comprehensions, ``with … as``,
``:=``, ``L.append``), followed until nothing new is bound.

What is never a read: locating (``print``, ``os.path.getsize``, ``stat``, ``exists``), writing
the path somewhere, the import system loading the module (``spec_from_file_location``), making
a copy (another name of the file, followed by the session), and running a program (read by the
shell reader, :func:`~syncvals_plugin.classifier.code.reference.first_read`).  Whatever else is
handed the path reads it: a rule of what the call touches, not of which tool it is.
"""

from __future__ import annotations

import ast
import fnmatch
import posixpath
import re

from syncvals_plugin.classifier import (
    STDIN,
    archives_read_by_name,
    dotted,
    names_in,
    of_type,
    printed_to,
    static_string,
    string_names,
)
from syncvals_plugin.objectives.bindings import (
    FINDERS,
    MODULES,
    assigned,
    bound_pairs,
    callee,
    own_functions,
)
from syncvals_plugin.objectives.data_files import KeptData
from syncvals_plugin.objectives.digests import digested
from syncvals_plugin.objectives.path_values import (
    LoadedModule,
    path_attribute,
    path_call,
    truth,
    value_of,
)
from syncvals_plugin.objectives.sealed_file import (
    MEMORY,
    WORKSPACE,
    Reaches,
    in_workspace,
    sealed_names,
)
from syncvals_plugin.objectives.searches import (
    KEYED_READS,
    LISTINGS,
    compared,
    filtered_loops,
    searches_for_file,
    skips,
    values_searched,
)

PATH_ATTRIBUTES = frozenset({"__file__", "origin", "__cached__", "path", "filename"})
"""What a module, its spec or its loader tells of where its file is."""
_HOLDERS = frozenset({"__spec__", "__loader__", "spec", "loader"})
"""What holds a module's location: its spec and its loader."""
FILE_GIVERS = frozenset({"getfile", "getsourcefile", "getabsfile", "get_filename"})
"""Calls that give a module's (or its function's) file: ``inspect.getfile(R)``."""

LOCATE_ONLY = frozenset(
    {
        "print", "len", "repr", "bool", "hash", "id", "isinstance", "type", "exists", "isfile",
        "callable", "hasattr", "issubclass",
        "isdir", "islink", "lexists", "ismount", "getsize", "getmtime", "getatime", "getctime",
        "samefile", "stat", "lstat", "access", "is_file", "is_dir", "is_symlink", "owner",
        "group", "chmod", "chown", "utime", "touch", "remove", "unlink", "rmtree", "endswith",
        "startswith", "find", "rfind", "index", "count", "__contains__", "fnmatch", "fnmatchcase",
        "match", "search", "fullmatch", "write", "writelines", "dumps", "dump", "pprint", "info",
        "debug", "warning", "error", "exception", "critical", "log", "getLogger", "file_digest",
        "assertTrue", "assertIn", "assertEqual", "get_config_var", "cmp", "cmpfiles", "exit",
        "warn", "add_argument", "set_defaults", "fstat", "close", "showwarning", "fileno",
        "write_text", "mkdir", "makedirs", "which",
    }
)  # fmt: skip
"""Calls that take the path and give back only facts about the name (not the bytes), or write
the path itself somewhere: locating, not reading."""
PATH_OPERATIONS = frozenset(
    {
        "str", "bytes", "join", "abspath", "realpath", "normpath", "expanduser", "expandvars",
        "basename", "relpath", "splitext", "split", "rsplit", "partition", "rpartition",
        "fspath", "fsencode", "fsdecode", "Path", "PurePath", "PosixPath", "PurePosixPath",
        "resolve", "absolute", "as_posix", "joinpath", "with_suffix", "with_stem", "readlink",
        "format", "replace", "strip", "lstrip", "rstrip", "lower", "upper", "encode", "decode",
        "sorted", "list", "tuple", "set", "frozenset", "next", "iter", "reversed", "min", "max",
        "filter", "commonpath", "removesuffix", "removeprefix", "casefold", "zfill", "get",
        "pop", "copy", "items", "values", "keys", "enumerate", "zip", "isabs", "relative_to",
        "as_uri", "quote", "normcase", "with_segments", "splitlines",
    }
)  # fmt: skip
"""Calls whose result is still the path (or a list of paths): string and path operations.
``map`` is not one: ``map(open, paths)`` reads them."""
PATTERNS = frozenset({"ignore_patterns", "fnmatch", "fnmatchcase", "translate", "match"})
"""Calls that build or test a name pattern (``shutil.ignore_patterns("*.so")``, ``fnmatch(n,
"*.so")``): they compare names, opening nothing."""
FOLDERS = frozenset({"dirname", "parent", "parents", "with_name", "home", "cwd", "getcwd"})
"""What gives another place than the file: its folder (``os.path.dirname``, ``.parent``)."""
LIBRARY_LOADERS = frozenset({"CDLL", "PyDLL", "LoadLibrary", "dlopen"})
MEMORY_READERS = frozenset(
    {"string_at", "wstring_at", "memmove", "from_address", "memoryview", "in_dll"}
    | {"c_char_p", "c_wchar_p"}
)
"""ctypes' reads of a process's memory by address (where the library's code is mapped); a
pointer cast to a type it can be read through is one too (:meth:`PathFlow._memory_read`)."""
_ADDRESS_TYPES = frozenset({"c_void_p", "c_size_t", "c_ssize_t", "c_uint64", "c_ulong", "c_long"})
"""What a cast to only takes an address (``cast(lib.f, c_void_p).value``): nothing is read."""
_OFFSETS = (ast.Add, ast.Sub, ast.BitAnd, ast.BitOr)
"""An address moved or masked (``base + off``, ``addr & ~0xfff``) still points into the module."""
LOADERS = frozenset(
    {
        "spec_from_file_location", "module_from_spec", "exec_module", "load_module",
        "load_dynamic", "ExtensionFileLoader", "import_module", "__import__", "reload", "insert",
        "append", "addsitedir", "find_spec", "spec_from_loader", *LIBRARY_LOADERS,
        "locate", "resolve_name", "resolve",
    }
)  # fmt: skip
"""The import system loading the module from its file (and ``sys.path`` given its folder, a
dotted name resolved: ``pydoc.locate``, ``pkgutil.resolve_name``, ``logging.config``'s),
or the dynamic linker loading it as a library (what its memory then shows is a read:
:data:`MEMORY_READERS`)."""
COPIERS = frozenset(
    {"copy", "copy2", "copyfile", "move", "link", "symlink", "rename", "replace", "copytree"}
    | {"symlink_to", "hardlink_to", "link_to"}
)
"""Calls that give the file another name (the session follows the copy: a later read of it is
a read of the file)."""
ARCHIVERS = frozenset({"make_archive", "unpack_archive", "setup"})
"""Calls that pack or unpack a whole folder: no read, but a copy the session follows as the
shell command that does the same (the code reader's ``python_commands``); setuptools'
``setup(package_data={"p": ["*.so"]})`` packs the files it names into a wheel."""
RUNNERS = frozenset(
    {
        "run", "call", "check_call", "check_output", "Popen", "getoutput", "getstatusoutput",
        "system", "popen", "execv", "execvp", "execl", "execlp", "spawnl", "spawnlp",
        "spawnv", "spawnvp", "spawn", "execle", "execlpe", "execve", "execvpe", "posix_spawn",
        "posix_spawnp", "create_subprocess_exec", "create_subprocess_shell",
    }
)  # fmt: skip
"""Python's ways of running a program: what the program does with the path is the shell
reader's to say (``ls`` locates, ``strings`` reads).  ``run``, ``call`` and ``spawn`` run a
program only as ``subprocess``'s or ``pty``'s (``operator.call(open, F)`` opens ``F``)."""
_AMBIGUOUS_RUNNERS = frozenset({"run", "call", "spawn"})
_LOCATING_CALLS = frozenset({"magic.from_file", "filetype.guess", "mimetypes.guess_type"})
"""Calls that name a file's type from its header, as ``file`` does: locating."""

_DECODED_BY = frozenset(
    {"b64decode", "standard_b64decode", "urlsafe_b64decode", "decodebytes", "a2b_base64",
     "b32decode", "unhexlify", "a2b_hex", "fromhex", "decode"}
)  # fmt: skip
"""Calls that decode a literal into the text it hides (:func:`static_string` decodes them)."""


SEED_WORDS = (
    "__file__", "origin", "__cached__", "__spec__", "__loader__", "__dict__", "vars", "globals",
    "getmembers", "attrgetter", "getmodule", *FILE_GIVERS, "environ", "getenv", *LISTINGS,
    "/fd/", "/mem", "/maps", "chr", "find_spec", "get_loader", "find_loader", "import_module",
    "__import__", "modules", *MEMORY_READERS, "b64decode", "b32decode", "b85decode",
    "unhexlify", "fromhex", "decompress", "rot13", "[::-1]", "popen", "check_output",
    "getoutput",
)  # fmt: skip
"""Words code must spell to hold the file's path (checked on the text before any parse): where
a module says its file is, its namespace, the environment, a listing (a shell lister's
output read back too), the file's name, a descriptor, a process's memory, a name spelled by character codes.  (``path`` alone is no
seed: ``os.path`` is in most code; a loader's ``.path`` is reached through ``__loader__`` or
a finder, whose names ``may_reach`` sees.)"""


_KEEPERS = frozenset({"list", "tuple", "sorted", "reversed", "iter", "set", "next"})
"""Calls that keep the items they are given (a listing of modules stays one), or take one."""
_CONTAINERS = _KEEPERS | frozenset(
    {"dict", "frozenset", "zip", "map", "filter", "enumerate", "max", "min", "defaultdict",
     "OrderedDict", "Counter", "deque", "ChainMap", "namedtuple"}
)  # fmt: skip
"""Calls that keep what they are handed, or iterate over it: not a read of a path in it."""
_RECORD_MAKERS = frozenset({"namedtuple", "make_dataclass", "NamedTuple", "SimpleNamespace"})


def of_type_in(node: ast.AST, kind: type) -> list:
    """The nodes of ``kind`` under ``node`` (itself included)."""
    return [n for n in ast.walk(node) if isinstance(n, kind)]


_COMPREHENSIONS = (ast.ListComp, ast.GeneratorExp, ast.SetComp)


class PathFlow:
    """Which expressions of one piece of Python are the sealed file's path (see the module's
    text).  ``modules``: names bound to the module or its members; ``reaches``: whether a
    string names the file; ``searched``: whether the code searches a listing for it."""

    def __init__(
        self,
        tree: ast.Module,
        sealed: str,
        modules: set[str],
        reaches: Reaches,
        environ: dict[str, str],
        files: frozenset[str] = frozenset(),
        written: dict[str, str] | None = None,
    ) -> None:
        self.tree = tree
        self.sealed = sealed
        self.modules = set(modules)
        self.reaches = reaches
        self.data = KeptData(tree, written or {}, reaches)  # configs, listings that hold it
        self.env = {
            **(written or {}),  # open("/tmp/where.txt").read(): what the session left there
            **string_names(tree),
            **{f"${k}": v for k, v in environ.items()},
        }
        self.searched = searches_for_file(tree, sealed, self.env)
        self.tainted: set[str] = set()
        self._parents: dict[int, ast.AST] | None = None
        self._record_names: set[str] | None = None
        self.spaces: set[str] = set()
        self.copies: set[str] = set()
        self._by_name: set[str] | None = None
        self.descriptors = {int(f.rsplit("/", 1)[1]) for f in files if _DESCRIPTOR.match(f)}
        self.values_searched = values_searched(tree)
        self.filtered = filtered_loops(tree, sealed)
        self.runners = {  # from subprocess import run as r: r runs a program
            a.asname or a.name
            for n in of_type(tree, ast.ImportFrom)
            if n.module in ("subprocess", "pty", "os", "asyncio")
            for a in n.names
        }
        self.renamed = {  # from shutil import unpack_archive as u: u is unpack_archive
            a.asname: a.name for n in of_type(tree, ast.ImportFrom) for a in n.names if a.asname
        }
        self.listed = {  # p = glob.glob(P), sorted(…): names whose items are the listing's
            name
            for name, value in assigned(tree).items()
            if isinstance(value, ast.Call) and callee(value.func) in _LISTERS
        }
        self._bind()

    def _bind(self) -> None:
        # Names bound to the module's spec or loader (or found by name) join ``modules``, to its
        # namespace ``spaces``, to a path ``tainted``; archives the path is packed into join
        # ``copies``.  A binding is looked at again only when a name its value reads has just
        # joined one of them: the work grows with the code, whatever order it binds in.
        pairs = bound_pairs(self.tree)
        readers: dict[str, list[int]] = {}
        for i, (_, value) in enumerate(pairs):
            for name in {n.id for n in names_in(value)}:
                readers.setdefault(name, []).append(i)
        packs = [c for c in of_type(self.tree, ast.Call) if callee(c.func) in ("write", "add")]
        bound = assigned(self.tree)
        pending = list(range(len(pairs)))
        while True:
            grown: set[str] = set()
            for i in pending:
                name, value = pairs[i]
                for kind, test in (  # the namespace first: R.__dict__ is also of the module
                    (self.spaces, self.namespace),
                    (self.modules, self.holds_module),
                    (self.tainted, self.is_path),
                ):
                    if kind is self.tainted and id(value) in self.filtered:
                        continue  # for f in listdir(W) if f.endswith(".py"): not the file
                    if name not in kind and test(value):
                        kind.add(name)
                        grown.add(name)
                        break
            archives = {self._packed_into(call, bound) for call in packs} - {None}
            if not archives <= self.copies:  # a string may now be a copy's name
                self.copies |= {a for a in archives if a is not None}
                pending = list(range(len(pairs)))
                continue
            pending = sorted({i for name in grown for i in readers.get(name, [])})
            if not pending:
                return

    def _packed_into(self, call: ast.Call, bound: dict[str, ast.AST]) -> str | None:
        # zipfile.ZipFile("/tmp/o.zip", "w").write(F): the archive holds the file's bytes.
        if not call.args or not self.is_path(call.args[0]):
            return None
        made: ast.AST | None = call.func.value if isinstance(call.func, ast.Attribute) else None
        if isinstance(made, ast.Name):
            made = bound.get(made.id)
        if isinstance(made, ast.Call) and made.args and _archive(made.func):
            return static_string(made.args[0], self.env)
        return None

    def namespace(self, node: ast.AST) -> bool:
        """Whether ``node`` is the module's namespace: ``vars(R)``, ``R.__dict__``,
        ``getattr(R, "__dict__")``, ``dict(inspect.getmembers(R))``, a copy of one."""
        if isinstance(node, ast.Name):
            return node.id in self.spaces
        if isinstance(node, ast.Attribute):
            return node.attr == "__dict__" and self.holds_module(node.value)
        if isinstance(node, ast.Dict):  # {**vars(R)}
            return node.keys == [None] and self.namespace(node.values[0])
        if not isinstance(node, ast.Call):
            return False
        last, args = callee(node.func), node.args
        if last in ("vars", "getmembers") and len(args) == 1:
            return self.holds_module(args[0])
        if last in ("getattr", "__getattribute__") and len(args) == 2:
            return static_string(args[1], self.env) == "__dict__" and self.holds_module(args[0])
        if last == "dict" and len(args) == 1:
            return self.namespace(args[0])
        copied = node.func.value if isinstance(node.func, ast.Attribute) else None
        return last == "copy" and not args and copied is not None and self.namespace(copied)

    def _keyed(self, node: ast.AST) -> str | None:
        # The key a namespace is looked up by: ``ns["__file__"]``, ``ns.get("__fi" + "le__")``,
        # ``itemgetter("__file__")(ns)``; None when ``node`` is no such lookup.
        if isinstance(node, ast.Subscript):
            space, key = node.value, node.slice
        elif isinstance(node, ast.Call) and len(node.args) == 1:
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in KEYED_READS:
                space, key = func.value, node.args[0]
            elif isinstance(func, ast.Call) and callee(func.func) == "itemgetter" and func.args:
                space, key = node.args[0], func.args[0]
            else:
                return None
        else:
            return None
        return static_string(key, self.env) if self.namespace(space) else None

    def holds_module(self, node: ast.AST) -> bool:
        """Whether ``node`` is the module, a member of it, its spec or its loader."""
        if isinstance(node, ast.Name):
            return node.id in self.modules
        if self._keyed(node) in _HOLDERS:  # vars(R)["__spec__"]
            return True
        if isinstance(node, ast.Attribute):
            return node.attr not in PATH_ATTRIBUTES and self.holds_module(node.value)
        if isinstance(node, ast.Subscript):  # sys.modules["reforacle"], globals()["R"], ms[0]
            return self._module_entry(node) or (
                isinstance(node.value, (ast.Name, *_COMPREHENSIONS))
                and self.holds_module(node.value)
            )
        if isinstance(node, _COMPREHENSIONS):  # [v for k, v in sys.modules.items() if …]
            return self.holds_module(node.elt) and not any(
                truth(test, self._as_loaded(g)) is False for g in node.generators for test in g.ifs
            )
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):  # for M in (R,)
            return any(self.holds_module(e) for e in node.elts)
        if isinstance(node, (ast.BoolOp, ast.IfExp)):  # sys.modules.get(…) or __import__(…)
            return any(self.holds_module(c) for c in _children(node))
        if isinstance(node, ast.BinOp) and isinstance(node.op, _OFFSETS):  # base + off
            return self.holds_module(node.left)
        if isinstance(node, ast.Call):
            chain = _as_attributes(node, self.env)  # attrgetter("__spec__")(R): R.__spec__
            if chain is not None:
                return self.holds_module(chain)
            last = callee(node.func)
            if last in LIBRARY_LOADERS:  # ctypes.CDLL(F): the library loaded
                return any(self.is_path(a) for a in node.args)
            if last in ("getmodule", "cast") and node.args:  # inspect.getmodule(R.f), a pointer
                return self.holds_module(node.args[0])  # to what the module holds (ctypes.cast)
            if isinstance(node.func, ast.Name) and f"{node.func.id}()" in self.modules:
                return True  # where(): the module, as the code's own function returns it
            if last in FINDERS and node.args:
                return self._names_module(node.args[0])
            if last in ("get", "pop") and dotted(node.func).endswith("modules." + last):
                return bool(node.args) and self._names_module(node.args[0])
            if last == "getattr" and len(node.args) >= 2:
                key = static_string(node.args[1], self.env)
                return key in _HOLDERS and self.holds_module(node.args[0])
            if last in ("values", "items") and dotted(node.func).endswith("modules." + last):
                return True  # every loaded module, this one among them: sys.modules.values()
            if last in _KEEPERS and node.args:  # list(…), sorted(…) of them
                return self.holds_module(node.args[0])
        return False

    def _as_loaded(self, generator: ast.comprehension) -> dict[str, object]:
        """The names a comprehension over the loaded modules binds, bound to the sealed one
        (``k, v`` of ``sys.modules.items()``: its name, itself), to test its filters with."""
        module = LoadedModule(self.sealed, f"{WORKSPACE}/{sealed_names(self.sealed)[0]}")
        target = generator.target
        if isinstance(target, ast.Tuple) and len(target.elts) == 2:
            key, value = target.elts
            return {getattr(key, "id", ""): self.sealed, getattr(value, "id", ""): module}
        return {target.id: module} if isinstance(target, ast.Name) else {}

    def _module_entry(self, node: ast.Subscript) -> bool:
        # sys.modules["reforacle"], sys.modules[R.f.__module__], globals()["R"]
        if isinstance(node.value, ast.Call) and callee(node.value.func) in ("globals", "locals"):
            return static_string(node.slice, self.env) in self.modules
        if not dotted(node.value).endswith("modules"):
            return False
        key = node.slice
        if isinstance(key, ast.Attribute) and key.attr == "__module__":
            return self.holds_module(key.value)
        return self._names_module(key)

    def _names_module(self, node: ast.AST) -> bool:
        return static_string(node, self.env) == self.sealed

    def is_path(self, node: ast.AST) -> bool:
        """Whether ``node``'s value is (or holds) the sealed file's path.  A value computed
        from the path by string and path operations is the file only when what it computes,
        with the file's own path put in, still names it (``splitext(p)[0] + ".json"``,
        ``p + ".sha256"``, ``Path(p).with_suffix(".json")`` are other files)."""
        if self.data.loaded and (looked := self.data.lookup(node, self.env)) is not None:
            return looked  # c["reference"] of a config that holds it; not c["fixture"]
        if isinstance(node, ast.Name):
            return node.id in self.tainted
        chain = _as_attributes(node, self.env) if isinstance(node, ast.Call) else None
        if chain is not None:  # attrgetter("__spec__.origin")(R): R.__spec__.origin
            return self.is_path(chain)
        if (  # p = glob.glob(P); open(p[0]): an item of a listing that holds it
            isinstance(node, ast.Subscript)
            and not isinstance(node.slice, ast.Slice)
            and isinstance(node.value, ast.Name)
            and node.value.id in self.tainted
            and node.value.id in self.listed
        ):
            return True
        if isinstance(node, _DERIVED) and not self._seed(node):
            derived = self._as_sealed(node)
            if isinstance(derived, str):
                return self.reaches(derived) or derived in self.copies
        if self._keyed(node) in PATH_ATTRIBUTES:  # vars(R)["__file__"]
            return True
        if isinstance(node, (ast.Constant, ast.JoinedStr, ast.BinOp, ast.Subscript)):
            text = static_string(node, self.env)
            if text is not None:
                return self.reaches(text) or text in self.copies
            if isinstance(node, (ast.JoinedStr, ast.BinOp)):
                return self._built_path(node)
        if isinstance(node, ast.Attribute):
            if node.attr in PATH_ATTRIBUTES and self.holds_module(node.value):
                return True
            return node.attr not in FOLDERS and self.is_path(node.value)
        if isinstance(node, ast.Call):
            fed = f"${STDIN}" in self.env  # sys.stdin.read().strip(): what the command was fed
            decoded = callee(node.func) in _DECODED_BY  # bytes.fromhex('2f6170…'): a literal's
            text = static_string(node, self.env) if fed or decoded else None
            if text is not None and (self.reaches(text) or text in self.copies):
                return True
            return self._call_gives_path(node)
        if isinstance(node, (ast.Lambda, ast.Compare, ast.UnaryOp)):
            return False  # a function, a truth value: not the path
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            return self.is_path(node.elt)  # what it makes of each (its names bound as filtered)
        if isinstance(node, ast.DictComp):
            return self.is_path(node.key) or self.is_path(node.value)
        return any(self.is_path(child) for child in _children(node))

    def _seed(self, node: ast.AST) -> bool:
        # Where the code takes the path from the module itself (R.__file__, getfile(R)).
        if isinstance(node, ast.Attribute):
            return node.attr in PATH_ATTRIBUTES and self.holds_module(node.value)
        if isinstance(node, ast.Call):
            last = callee(node.func)
            return last in FILE_GIVERS or last in ("getattr", "get", "pop", "itemgetter")
        return isinstance(node, ast.Subscript) and self._keyed(node) in PATH_ATTRIBUTES

    def _as_sealed(self, node: ast.AST, depth: int = 0) -> object:
        """What ``node`` evaluates to with the file's own path where the code holds it (a
        string, a tuple of strings), computing only string and path operations; None when
        anything else is needed."""
        if depth > 12:
            return None
        if isinstance(node, ast.Name) and node.id in self.tainted or self._seed(node):
            return f"{WORKSPACE}/{sealed_names(self.sealed)[0]}"
        folded = static_string(node, self.env) if not isinstance(node, ast.Call) else None
        if folded is not None:
            return folded
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Div)):
            left, right = (
                self._as_sealed(node.left, depth + 1),
                self._as_sealed(node.right, depth + 1),
            )
            if not (isinstance(left, str) and isinstance(right, str)):
                return None
            return left + right if isinstance(node.op, ast.Add) else posixpath.join(left, right)
        if isinstance(node, ast.JoinedStr):
            parts = [
                self._as_sealed(v.value if isinstance(v, ast.FormattedValue) else v, depth + 1)
                for v in node.values
            ]
            return "".join(parts) if all(isinstance(p, str) for p in parts) else None  # type: ignore[arg-type]
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            whole = self._as_sealed(node.value, depth + 1)
            given = (node.slice.lower, node.slice.upper, node.slice.step)
            bounds = [value_of(b, {}) if b else None for b in given]  # [:-7]: -7, not absent
            if isinstance(whole, str) and all(
                type(v) is int or b is None for b, v in zip(given, bounds, strict=True)
            ):
                return whole[slice(*bounds)]  # type: ignore[arg-type]
            return None
        if isinstance(node, ast.Subscript):
            whole = self._as_sealed(node.value, depth + 1)
            at = node.slice.value if isinstance(node.slice, ast.Constant) else None
            try:
                return (
                    whole[at]
                    if isinstance(whole, (str, tuple, list)) and isinstance(at, int)
                    else None
                )
            except IndexError:
                return None
        if isinstance(node, ast.Attribute):
            return path_attribute(self._as_sealed(node.value, depth + 1), node.attr)
        if isinstance(node, ast.Call):
            return self._call_as_sealed(node, depth)
        return None

    def _call_as_sealed(self, node: ast.Call, depth: int) -> object:
        # os.path.splitext(p), basename, dirname, join, Path(p), str(p), p.replace(a, b),
        # p.split("."), Path(p).with_suffix(s): computed on the file's own path.
        last = callee(node.func)
        receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
        if receiver is not None and dotted(receiver) in MODULES | {"pathlib", "posixpath"}:
            receiver = None
        args = [self._as_sealed(a, depth + 1) for a in node.args]
        if any(not isinstance(a, (str, int)) for a in args) or node.keywords:
            return None
        this = self._as_sealed(receiver, depth + 1) if receiver is not None else None
        if receiver is not None and not isinstance(this, str):
            return None
        return path_call(last, this if isinstance(this, str) else None, args)

    def _built_path(self, node: ast.JoinedStr | ast.BinOp) -> bool:
        # A string built around the path is a message, not a path (``f"loaded from {p}\n"``):
        # its own text has a space or a line in it; a path built from unknown parts
        # (``f"/proc/{os.getpid()}/mem"``) is one when its shape says so.
        literal = "".join(
            n.value
            for n in ast.walk(node)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
        )
        if any(c.isspace() for c in literal):
            return False
        folded = [
            self.sealed
            if isinstance(v, ast.Attribute) and v.attr == "__name__" and self.holds_module(v.value)
            else static_string(v, self.env)
            for v in _pieces(node)
        ]  # '/app/' + R.__name__ + EXT_SUFFIX: the module's own name
        shape = "".join("*" if f is None else f for f in folded)
        # "/app/" + "ref" + "oracle" + s: /app/reforacle*, a name the code completes
        base = shape.rsplit("/", 1)[-1]
        if MEMORY.match(shape) or base.strip("*?.") and self.reaches(shape):
            return True
        return any(self.is_path(child) for child in _children(node))

    def _lists_file(self, node: ast.Call, last: str, receiver: list[ast.expr]) -> bool:
        # A listing whose entries may be the file: a glob that matches it (``/app/*``,
        # ``Path("/app").glob("r*")``), the workspace's entries (``os.listdir("/app")``,
        # ``Path().iterdir()``), or any listing in code that searches for the file by name.
        if receiver and dotted(receiver[0]) in MODULES | {"glob", "pathlib"}:
            receiver = []  # os.listdir(W): a module's function, not a path's method
        folder = static_string(receiver[0], self.env) if receiver else None
        folder = (  # Path().glob(G): the working folder's
            "."
            if folder is None
            and receiver
            and isinstance(receiver[0], ast.Call)
            and not receiver[0].args
            else folder
        )
        pattern = static_string(node.args[0], self.env) if node.args else None
        if pattern is not None and folder is not None and last in ("glob", "rglob"):
            below = "**/" if last == "rglob" else ""  # rglob: at any depth below the folder
            pattern = f"{folder.rstrip('/')}/{below}{pattern}"
        if pattern is not None and last in ("glob", "iglob", "rglob"):
            return self.searched or self.reaches(pattern)
        listed = folder if receiver else (pattern if node.args else ".")
        return self.searched or (listed is not None and in_workspace(f"{listed.rstrip('/')}/x"))

    def _call_gives_path(self, node: ast.Call) -> bool:
        last = callee(node.func)
        receiver = [node.func.value] if isinstance(node.func, ast.Attribute) else []
        if self.modules and _maps_read(node):
            return True  # open("/proc/self/maps").read(): the loaded module's path among them
        args = [*node.args, *(k.value for k in node.keywords)]
        if last in FILE_GIVERS:
            return any(self.holds_module(a) for a in [*args, *receiver])
        if last == "getattr" and len(node.args) >= 2:
            key = static_string(node.args[1], self.env)
            return key in PATH_ATTRIBUTES and self.holds_module(node.args[0])
        if isinstance(node.func, ast.Name) and f"{node.func.id}()" in self.tainted:
            return True  # where(): what the code's own function returns
        if isinstance(node.func, ast.Call) and callee(node.func.func) == "attrgetter":
            keys = [static_string(a, self.env) for a in node.func.args]  # attrgetter("__file__")(R)
            return any(k in PATH_ATTRIBUTES for k in keys) and any(map(self.holds_module, args))
        if (
            last == "filter" and len(node.args) == 2
        ):  # fnmatch.filter(names, "*.py"), filter(f, names)
            names, test = (
                (node.args[0], node.args[1]) if "fnmatch" in dotted(node.func) else node.args[::-1]
            )
            if isinstance(test, ast.Lambda):
                kept = compared([test.body])
            else:
                kept = [p for p in [static_string(test, self.env)] if p]
            sealed_name = sealed_names(self.sealed)[0]
            if kept and not any(
                fnmatch.fnmatchcase(sealed_name, k) or k in sealed_name for k in kept
            ):
                return False  # only other names are kept
            return self.is_path(names)
        if last in ("items", "values") and receiver and self.namespace(receiver[0]):
            return self.values_searched  # for k, v in vars(R).items(): if k == "__file__"
        if last in LISTINGS:
            return self._lists_file(node, last, receiver)
        if last in _CONTAINERS or (
            isinstance(node.func, ast.Name) and node.func.id in self._records(assigned(self.tree))
        ):  # dict(zip(names, paths)), Entry(name, path): what is kept holds the path
            return any(self.is_path(a) for a in args if not isinstance(a, ast.Lambda))
        if last in PATH_OPERATIONS or last == "getenv":
            text = static_string(node, self.env)  # os.path.join("/app", "refor" + "acle.so")
            if text is not None:
                return self.reaches(text)
            return any(self.is_path(a) for a in [*receiver, *args])
        return False  # anything else gives what it gives: a read is found at the call itself

    def first_read(self) -> str | None:
        """The first call (in the walk's order) that is handed the path and neither locates,
        names, loads, copies, runs nor lists it: how it is called, to quote."""
        summed: set[int] | None = None
        own = own_functions(self.tree)
        bound = assigned(self.tree)
        for call in of_type(self.tree, ast.Call):
            if self._not_a_read(call, own, bound):
                continue
            receiver = call.func.value if isinstance(call.func, ast.Attribute) else None
            if receiver is not None and dotted(receiver) in MODULES:
                receiver = None  # os.open(p): a module, not a value handed
            handed = [*call.args, *(k.value for k in call.keywords)]
            if receiver is not None:
                handed.append(receiver)
            if self._descriptor_read(call) or self._memory_read(call) or self._to_output(call):
                return _called(call)
            if any(self.is_path(a) for a in handed):
                summed = digested(self.tree) if summed is None else summed
                if id(call) not in summed and not self._never_for_it(call):
                    return _called(call)
        return None

    def _never_for_it(self, call: ast.Call) -> bool:
        """Whether the call runs only for other entries of the listing it is in: with the
        loop's name bound to the sealed file (``for f in os.listdir(W)``), an ``if`` around the
        call tests false, an ``else`` around it follows a test that holds, or an
        ``if …: continue`` before it holds (``if not f.endswith(".py"): continue``)."""
        if self._parents is None:
            self._parents = {
                id(child): node
                for node in ast.walk(self.tree)
                for child in ast.iter_child_nodes(node)
            }
        names: dict[str, str] = {}
        chain: list[tuple[ast.AST, ast.AST]] = []  # (ancestor, the child of it on the way)
        node: ast.AST = call
        while id(node) in self._parents:
            parent = self._parents[id(node)]
            chain.append((parent, node))
            if isinstance(parent, ast.For):
                names.update(self._entry_names(parent))
            node = parent
        if not names:
            return False
        for parent, child in reversed(chain):  # p = os.path.join(W, f) before the call
            if isinstance(parent, (ast.For, ast.While)) and child in parent.body:
                for statement in parent.body[: [id(b) for b in parent.body].index(id(child))]:
                    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                        target = statement.targets[0]
                        value = value_of(statement.value, names)
                        if isinstance(target, ast.Name) and isinstance(value, str):
                            names[target.id] = value
        for parent, child in chain:
            if isinstance(parent, ast.If):
                held = truth(parent.test, names)
                if (
                    held is False
                    and child in parent.body
                    or held is True
                    and child in parent.orelse
                ):
                    return True
            if isinstance(parent, (ast.For, ast.While)) and child in parent.body:
                before = parent.body[: [id(b) for b in parent.body].index(id(child))]
                if any(skips(s, names) for s in before):
                    return True
        return False

    def _entry_names(self, loop: ast.For) -> dict[str, str]:
        # The loop's name bound to the sealed file as its listing gives it: a name
        # (os.listdir, os.walk's files), a path (glob, iterdir, scandir's entries).
        listing: ast.AST = loop.iter
        if isinstance(listing, ast.Name):
            listing = assigned(self.tree).get(listing.id, listing)
        calls = [
            n for n in ast.walk(listing) if isinstance(n, ast.Call) and callee(n.func) in LISTINGS
        ]
        if not self.is_path(loop.iter):
            return {}
        name = sealed_names(self.sealed)[0]  # a listing held by a name gives names
        paths = calls and callee(calls[0].func) not in ("listdir", "walk")
        value = f"{WORKSPACE}/{name}" if paths else name
        if not calls and self.data.loaded:  # for k, v in c.items(): the value a config holds
            value = self.data.held() or value
        return {n.id: value for n in names_in(loop.target)}

    def _not_a_read(self, call: ast.Call, own: dict, bound: dict) -> bool:
        # Calls that locate, name, load, list, run or copy (into a file) what they are handed,
        # and the code's own functions (their bodies' calls are read instead).
        last, name = callee(call.func), dotted(call.func)
        last = self.renamed.get(last, last) if isinstance(call.func, ast.Name) else last
        if name.startswith("sh.") and name.count(".") == 1:
            return True  # sh.sha256sum(F): the program runs (the shell reader judges it)
        if _maps_read(call):
            return True  # the maps list the files mapped: a listing, as ls is
        if last in _AMBIGUOUS_RUNNERS and not self._runner(name):
            return False  # operator.call(open, F): not a program run
        if last in _NOT_READS or name in _LOCATING_CALLS:
            return not self._to_output(call)
        if isinstance(call.func, ast.Name) and last in _PURE:
            return True  # int(size): a value converted, nothing opened
        if isinstance(call.func, ast.Name) and call.func.id in own:
            return True
        if self._keeps(call, bound):
            return True  # dict(zip(…)), Entry(name, path, size): kept, not read
        if last == "open" and self._writes_only(call):
            return True  # open(p + ".log", "a"): written, not read
        if _archive(call.func) and self._read_by_name(call):
            return True
        return self._packed_into(call, bound) is not None  # an archive written: a copy

    def _read_by_name(self, call: ast.Call) -> bool:
        """Whether an archive opened reads nothing itself: one made (``tarfile.open(A,
        "w:gz")``), or one whose members the code reads only by name (judged as ``tar -xO`` or
        ``unzip -p`` print them: :func:`archives_read_by_name`).  One this code packed the file
        itself into is the file, whatever member is read."""
        path = static_string(call.args[0], self.env) if call.args else None
        mode = static_string(call.args[1], self.env) if len(call.args) > 1 else None
        if mode and any(c in mode for c in "wax"):
            return True
        if path is None or path in self.copies:
            return False
        if self._by_name is None:
            self._by_name = archives_read_by_name(self.tree, self.env)
        return path in self._by_name

    def _keeps(self, call: ast.Call, bound: dict) -> bool:
        """Whether a call only keeps what it is handed (a container, an iterator, a record
        class: ``dict``, ``zip``, ``sorted``, a ``namedtuple``'s or a dataclass's class), and
        runs on it nothing that reads (``map``/``filter``/``key=`` given a function that only
        locates: ``map(lambda p: (p, os.path.getsize(p)), …)``, ``filter(os.path.isfile, …)``)."""
        last = callee(call.func)
        if isinstance(call.func, ast.Name) and call.func.id in self._records(bound):
            return True
        if last not in _CONTAINERS:
            return False
        functions: list[ast.expr] = [
            a for a in call.args if isinstance(a, (ast.Lambda, ast.Name, ast.Attribute))
        ]
        functions += [k.value for k in call.keywords if k.arg == "key"]
        if last not in ("map", "filter"):
            functions = [f for f in functions if isinstance(f, ast.Lambda)]
        return all(self._locates_only(f) for f in functions)

    def _locates_only(self, function: ast.AST) -> bool:
        # A function handed to map/filter/key that does nothing with a path but locate it.
        if isinstance(function, ast.Lambda):  # (key=lambda r: int(r[0]): a value converted)
            calls = of_type_in(function, ast.Call)
            return all(callee(c.func) in _NOT_READS or callee(c.func) in _PURE for c in calls)
        return callee(function) in _NOT_READS or dotted(function) in _PURE

    def _records(self, bound: dict) -> set[str]:
        """The code's record classes: made by ``namedtuple``/``make_dataclass``, or a class
        decorated ``@dataclass``/derived from ``NamedTuple``."""
        if self._record_names is None:
            made = {
                name
                for name, value in bound.items()
                if isinstance(value, ast.Call) and callee(value.func) in _RECORD_MAKERS
            }
            made |= {
                c.name
                for c in of_type(self.tree, ast.ClassDef)
                if any(
                    callee(d) == "dataclass" or dotted(d).endswith("dataclass")
                    for d in c.decorator_list
                )
                or any(dotted(b).endswith("NamedTuple") for b in c.bases)
            }
            self._record_names = made
        return self._record_names

    def _writes_only(self, call: ast.Call) -> bool:
        # A mode that writes and never reads: "w", "a", "x", "wb" (not "r+", "w+").
        given = [*call.args[1:2], *(k.value for k in call.keywords if k.arg == "mode")]
        mode = static_string(given[0], self.env) if given else None
        return (
            mode is not None and any(c in mode for c in "wax") and not any(c in mode for c in "r+")
        )

    def _runner(self, name: str) -> bool:
        # ``subprocess.run``, ``pty.spawn``, or a name imported from those modules.
        return (
            name.split(".", 1)[0] in ("subprocess", "pty", "asyncio", "pexpect")
            or name in self.runners
        )

    def _to_output(self, call: ast.Call) -> bool:
        # shutil.copyfile(F, "/dev/stdout"): a copy that prints the bytes.
        if callee(call.func) not in COPIERS or len(call.args) < 2:
            return False
        dest = static_string(call.args[1], self.env) or ""
        return printed_to(dest) and self.is_path(call.args[0])

    def copied_to(self) -> list[str]:
        """The names the code copies the file to (``shutil.copy(src=R.__file__, dst=D)``,
        ``os.symlink(spec.origin, D)``): ``D`` folded, or the name it ends with when only its
        folder is computed (``tempfile.gettempdir() + "/z.bin"``)."""
        out = []
        bound: dict[str, ast.AST] | None = None
        for call in of_type(self.tree, ast.Call):
            if callee(call.func) == "sendfile" and len(call.args) > 1:
                # os.sendfile(d, s, …): from what s was opened on into what d was
                bound = assigned(self.tree) if bound is None else bound
                ends = [bound.get(a.id) if isinstance(a, ast.Name) else None for a in call.args[:2]]
                opened = [e.args[0] if isinstance(e, ast.Call) and e.args else None for e in ends]
                given: dict[int | str, ast.AST | None] = {1: opened[0], 0: opened[1]}
            elif callee(call.func) not in COPIERS:
                continue
            else:
                given = {i: a for i, a in enumerate(call.args)}
                given |= {k.arg: k.value for k in call.keywords if k.arg}
            source = given.get(0, given.get("src"))
            dest = given.get(1, given.get("dst", given.get("target")))
            if source is None or dest is None or not self.is_path(source):
                continue
            folded = static_string(dest, self.env)
            if folded is None:  # the last literal piece names the copy
                pieces = [n.value for n in ast.walk(dest) if isinstance(n, ast.Constant)]
                folded = next(
                    (p.rsplit("/", 1)[-1] for p in reversed(pieces) if isinstance(p, str)), None
                )
            if folded:
                out.append(folded)
        return out

    def _memory_read(self, call: ast.Call) -> bool:
        # ctypes.string_at(cast(lib.PyInit_reforacle, c_void_p).value, n): the loaded code's bytes;
        # cast(addr, POINTER(c_ubyte * 256)): a pointer made to be read through (.contents, [i]).
        last = callee(call.func)
        if last == "cast" and len(call.args) == 2:
            if callee(call.args[1]) in _ADDRESS_TYPES:
                return False
        elif last not in MEMORY_READERS:
            return False
        return any(self.holds_module(n) for a in call.args for n in _not_in_results(a, self))

    def _descriptor_read(self, call: ast.Call) -> bool:
        # os.read(3, n) where the shell opened 3 on the file (``exec 3< F``): its bytes.
        first = call.args[0] if call.args else None
        return (
            bool(self.descriptors)
            and isinstance(first, ast.Constant)
            and type(first.value) is int
            and first.value in self.descriptors
            and callee(call.func) in _DESCRIPTOR_READERS
        )


_MAPS = re.compile(r"^/proc/[^/]+/maps$")
_MAPS_READS = frozenset({"read", "readlines", "readline", "read_text"})


def _maps_read(call: ast.Call) -> bool:
    """Whether ``call`` opens or reads a process's ``/proc/PID/maps`` (``open(…)``,
    ``Path(…).read_text()``, ``open(…).read()``): its lines name the files mapped, the
    module's when it is loaded, as a listing names a folder's files."""
    opened = call
    if callee(call.func) in _MAPS_READS and isinstance(call.func, ast.Attribute):
        if not isinstance(call.func.value, ast.Call):
            return False
        opened = call.func.value
    if callee(opened.func) not in ("open", "Path", "FileIO") or not opened.args:
        return False
    return bool(_MAPS.match(static_string(opened.args[0]) or ""))


def _not_in_results(node: ast.AST, flow: PathFlow) -> list[ast.AST]:
    """The nodes of ``node`` outside the calls of the module's functions: what a call of it
    returns is its output, data (``memoryview(R.gae(r, v, …).numpy())``), not its memory."""
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        if isinstance(n, ast.Call) and flow.holds_module(n.func):
            continue
        out.append(n)
        stack.extend(ast.iter_child_nodes(n))
    return out


_DESCRIPTOR = re.compile(r"^/(?:proc/self|dev)/fd/\d+$")
_DESCRIPTOR_READERS = frozenset(
    {"read", "pread", "readv", "preadv", "fdopen", "open", "FileIO", "mmap", "sendfile"}
)
"""Calls that take a descriptor and give (or move) its bytes."""


def _called(call: ast.Call) -> str:
    """How a call is called, to quote: ``codecs.open``, ``read_bytes``, or its callee's own text
    (``getattr(codecs, "op" + "en")``) when that is not a name."""
    return dotted(call.func) or callee(call.func) or ast.unparse(call.func)[:60]


def _as_attributes(node: ast.Call, env: dict[str, str]) -> ast.AST | None:
    """``operator.attrgetter("a.b")(X)`` as the attribute chain it reads (``X.a.b``), or None."""
    getter = node.func
    if not (
        isinstance(getter, ast.Call)
        and callee(getter.func) == "attrgetter"
        and len(getter.args) == 1
        and len(node.args) == 1
    ):
        return None
    spelled = static_string(getter.args[0], env)
    if not spelled or not all(part.isidentifier() for part in spelled.split(".")):
        return None
    out: ast.expr = node.args[0]
    for part in spelled.split("."):
        out = ast.Attribute(value=out, attr=part, ctx=ast.Load())
    return out


_NOT_READS = (
    LOCATE_ONLY
    | PATH_OPERATIONS
    | LOADERS
    | COPIERS
    | ARCHIVERS
    | RUNNERS
    | LISTINGS
    | FOLDERS
    | PATTERNS
)


_ARCHIVES = frozenset({"ZipFile", "PyZipFile", "TarFile", "tarfile.open"})
"""What makes an archive a file is packed into (``tarfile.open(A, "w")``)."""


def _archive(func: ast.AST) -> bool:
    return callee(func) in _ARCHIVES or dotted(func) in _ARCHIVES


_PURE = frozenset({"str", "len", "int", "float", "abs", "round", "lower", "strip", "split"})
"""Calls that compute a value from what they are handed, opening nothing."""
_LISTERS = frozenset({"glob", "iglob", "rglob", "listdir", "sorted", "list"})
"""Calls whose value lists names (a glob's matches, a folder's entries, in order)."""
_DERIVED = (ast.BinOp, ast.JoinedStr, ast.Subscript, ast.Call, ast.Attribute)
"""What a value computed from the path can be (evaluated with the file's own path put in)."""


def _pieces(node: ast.AST) -> list[ast.AST]:
    """The parts a string is built from, in order: an f-string's values, the operands of a
    chain of ``+``."""
    if isinstance(node, ast.JoinedStr):
        return [v.value if isinstance(v, ast.FormattedValue) else v for v in node.values]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [*_pieces(node.left), *_pieces(node.right)]
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mod)
        and isinstance(node.left, ast.Constant)
        and isinstance(node.left.value, str)
    ):  # '/app/%s%s' % ('ref', 'oracle'): the format's text and its values, in order
        values = node.right.elts if isinstance(node.right, ast.Tuple) else [node.right]
        texts = re.split(r"%[-+ #0-9.]*[sdrif]", node.left.value)
        out: list[ast.AST] = []
        for i, text in enumerate(texts):
            out += (
                [ast.Constant(text), *values[i : i + 1]]
                if i < len(texts) - 1
                else [ast.Constant(text)]
            )
        return out
    return [node]


def _children(node: ast.AST) -> list[ast.AST]:
    # The sub-expressions whose values make ``node``'s (a comprehension's element and iterable,
    # a container's items, a conditional's branches), not a lambda's body.
    return [c for c in ast.iter_child_nodes(node) if isinstance(c, (ast.expr, ast.comprehension))]
