"""Static checks of a submission before it runs: syntax, forbidden references, imports, signatures.

The sandbox, not this scan, is the security boundary (an obfuscated reference slips past any
scan); the scan exists to fail plain attempts outright with a clear reason, and to check that
every function keeps the stub's signature.
"""

from __future__ import annotations

import ast
import base64
import binascii
import re
import sys
from dataclasses import dataclass, field

from syncvals_plugin.records.report import RejectionKind

PACKAGE_WORDS = ("syncvals",)
"""Always forbidden to import: SyncVals itself holds the reference; the task adds its sealed module."""
DYNAMIC_LOADING = {
    "__import__",
    "importlib",
    "imp",
    "ctypes",
    "cffi",
    "spec_from_file_location",
    "SourceFileLoader",
    "ExtensionFileLoader",
    "load_library",
    "from_file",
    "runpy",
    "zipimport",
    "pkgutil",  # resolve_name("module:attr") imports by name, get_data reads a package's files
    # Unpickling imports whatever the data names (pickle's GLOBAL: ``reforacle.top_k_mask``);
    # marshal and shelve give code objects and pickles back.
    "pickle",
    "_pickle",
    "cPickle",
    "marshal",
    "shelve",
}
TORCH_LOADERS = frozenset({"torch.package", "torch.serialization"})
"""torch's own unpicklers by name: what they load may import any module (``torch.load`` is one
only when told ``weights_only=False``: its default loads tensors and plain values alone)."""
_TORCH_LOADER_ENDS = frozenset(n.rsplit(".", 1)[1] for n in TORCH_LOADERS)
ALLOWED_IMPORTS = frozenset(sys.stdlib_module_names) | {"torch", "__future__"}


@dataclass
class StaticResult:
    """The outcome of the static checks."""

    fatal: str | None = None
    """Why the whole submission fails outright, or None."""
    rejection: RejectionKind | None = None
    """``fatal``'s kind, for machines."""
    signature_errors: dict[str, str] = field(default_factory=dict)
    """Per-function failures found statically (missing function, changed signature)."""
    findings: list[str] = field(default_factory=list)
    """Everything noticed, for the report."""


def _mentions_forbidden(text: str, words: tuple[str, ...]) -> str | None:
    lowered = text.lower()
    for word in words:
        if word in lowered:
            return word
    if re.fullmatch(r"[A-Za-z0-9+/=_-]{12,}", text):
        try:
            decoded = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_").decode(
                "latin-1"
            )
        except (binascii.Error, ValueError):
            return None
        for word in words:
            if word in decoded.lower():
                return f"{word} (base64-encoded)"
    return None


def _code_that_imports(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` is Python that imports a forbidden module (``"import reforacle as R"``
    handed to ``exec`` or ``runsource``, a return annotation ``"__import__('reforacle').f"``
    that ``typing.get_type_hints`` evaluates): code in a string is code.  A message that names
    the module does not parse as code that imports it."""
    try:
        tree = ast.parse(text.strip())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names]  # (from pkg import reforacle names it too)
            module = node.module if isinstance(node, ast.ImportFrom) else None
            if any(_mentions_forbidden(m, words) for m in [*names, module or ""]):
                return True
        if isinstance(node, ast.Call) and _names_by_path(node, words, loaders=True):
            return True
    return False


_BODIES = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
"""The nodes whose body may open with a docstring."""


def check_submission(
    source: str,
    stub_signatures: dict[str, str],
    filename: str,
    sealed_module: str,
    tree: ast.Module | None = None,
) -> StaticResult:
    """Scan ``source`` against the stub's signatures (``{name: argument list as written}``);
    importing ``sealed_module`` (the task's reference) or SyncVals is a rejection.

    ``tree`` is ``source`` already parsed, when the caller has it (the classifier does).

    Never raises: a file the parser or the scan cannot handle (nesting too deep for the parser,
    memory exhausted) is an outright rejection with that reason.
    """
    try:
        words = (sealed_module.lower(), *PACKAGE_WORDS)
        return _check(source, stub_signatures, filename, words, tree)
    except (RecursionError, MemoryError):
        reason = f"{filename}: nests too deeply to be checked (expressions or definitions nested hundreds deep)"
    except Exception as exc:  # noqa: BLE001 - any failure of the scan is a rejection, never a crash
        reason = f"{filename}: could not be checked ({type(exc).__name__})"
    return StaticResult(fatal=reason, rejection="unchecked", findings=[reason])


def _reject(result: StaticResult, kind: RejectionKind, reason: str) -> None:
    # The first reason found is the one reported; later ones only add findings.
    if result.fatal is None:
        result.fatal, result.rejection = reason, kind


_CHECKED = (ast.Import, ast.ImportFrom, ast.Constant, ast.Name, ast.Attribute, ast.Call)
"""The only nodes the scan looks at (a location is formatted for these alone)."""


def _check(
    source: str,
    stub_signatures: dict[str, str],
    filename: str,
    words: tuple[str, ...],
    tree: ast.Module | None,
) -> StaticResult:
    result = StaticResult()
    try:
        tree = tree or ast.parse(source, filename=filename)
    except (SyntaxError, ValueError) as exc:  # ValueError: null bytes, on some Python versions
        lineno = getattr(exc, "lineno", None)
        where = f"{filename} line {lineno}" if lineno else filename
        _reject(result, "syntax", f"{where}: syntax error: {getattr(exc, 'msg', None) or exc}")
        return result
    # Docstrings may mention the reference in prose; only code and data strings count.  The walk
    # is breadth first, so a body's owner is met before its docstring.
    docstrings: set[int] = set()
    for node in _breadth_first(tree):
        if isinstance(node, _BODIES):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
            continue
        if not isinstance(node, _CHECKED):
            continue
        where = f"{filename} line {getattr(node, 'lineno', '?')}"
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            _check_import(result, node, where, words)
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
        ):
            # Words are not behaviour: a message that names the reference is noted, not punished
            # (loading it needs an import or dynamic loading, both rejected above and below).
            word = _mentions_forbidden(node.value, words)
            if word and _code_that_imports(node.value, words):
                _reject(
                    result,
                    "reference",
                    f"{where}: a string holds code that imports the reference ({word}), which "
                    "exec, an interpreter or an annotation's evaluation runs; the submission "
                    "must stand alone",
                )
            elif word:
                result.findings.append(f"{where}: a string names the reference ({word})")
        elif isinstance(node, ast.Name) and _mentions_forbidden(node.id, words):
            result.findings.append(f"{where}: a name mentions the reference ({node.id})")
        _check_loading(result, node, where, words)
    _check_signatures(result, tree, stub_signatures)
    if result.fatal:
        result.findings.insert(0, result.fatal)
    return result


def _breadth_first(tree: ast.AST) -> list[ast.AST]:
    """``ast.walk``'s nodes in its order, less the expression contexts (``Load``, ``Store``: no
    check looks at them), gathered in one list read as it grows: the scan's walk is over every
    node of a 12 KB file, and ``ast.walk``'s generators cost twice this (tested equal)."""
    nodes = [tree]
    node_class, append = ast.AST, nodes.append
    for node in nodes:  # a list appended to while it is read is a queue
        for name in node._fields:
            value = getattr(node, name, None)
            if value.__class__ is list:
                nodes.extend(v for v in value if isinstance(v, node_class))
            elif isinstance(value, node_class) and name != "ctx":
                append(value)
    return nodes


def _check_loading(result: StaticResult, node: ast.AST, where: str, words: tuple[str, ...]) -> None:
    """A call handed the reference's import path, or a dynamic loader named: a rejection."""
    named = _names_by_path(node, words) if isinstance(node, ast.Call) else None
    if named:
        _reject(
            result,
            "reference",
            f"{where}: hands a call the reference's import path ({named!r}), which resolves "
            "it by name; the submission must stand alone",
        )
    name = _loader_named(node)
    if name in DYNAMIC_LOADING or name in TORCH_LOADERS or name == _UNSAFE_LOAD:
        result.findings.append(f"{where}: dynamic loading ({name})")
        _reject(
            result,
            "reference",
            f"{where}: loads code dynamically ({name}); the submission must be "
            "a plain standalone file",
        )


_UNSAFE_LOAD = "torch.load(weights_only=False)"
MESSAGE_CALLS = frozenset(
    {"print", "write", "warn", "debug", "info", "warning", "error", "exception", "critical", "log"}
    | {"format", "join", "startswith", "endswith", "replace", "split", "strip", "encode"}
)
"""Calls that only say or handle a text: a message naming the reference is words, not a load."""


def _names_by_path(node: ast.Call, words: tuple[str, ...], loaders: bool = False) -> str | None:
    """A string argument that is a forbidden module's import path (``'reforacle.median_reward'``,
    ``'reforacle:f'``, the name alone), handed to a call that is not a printer's or a message's:
    what resolves a dotted path (``pydoc.locate``, ``logging.config``'s ``resolve``,
    ``pkgutil.resolve_name``, ``mock.patch``) imports it."""
    func = node.func
    callee = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    if callee in MESSAGE_CALLS or callee[:1].isupper():  # print(…), ValueError(…): words
        return None
    if callee in DYNAMIC_LOADING and not loaders:  # __import__('reforacle'): named as the
        return None  # loader it is (``loaders``: in code held in a string, which is not checked)
    for argument in [*node.args, *(k.value for k in node.keywords)]:
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
            top = re.split(r"[.:]", argument.value.strip(), maxsplit=1)[0].lower()
            if top in words and re.fullmatch(r"[\w.:]+", argument.value.strip()):
                return argument.value
    return None


def _loader_named(node: ast.AST) -> str | None:
    """The name a node uses, as the loading checks read it (``torch.package`` whole; a call of
    ``torch.load`` told ``weights_only=False``)."""
    if isinstance(node, ast.Call):
        func = node.func
        unsafe = any(
            k.arg == "weights_only" and isinstance(k.value, ast.Constant) and k.value.value is False
            for k in node.keywords
        )
        loads = isinstance(func, ast.Attribute) and func.attr == "load"
        return _UNSAFE_LOAD if unsafe and loads and ast.unparse(func) == "torch.load" else None
    name = node.id if isinstance(node, ast.Name) else getattr(node, "attr", None)
    if name in _TORCH_LOADER_ENDS and ast.unparse(node) in TORCH_LOADERS:
        return ast.unparse(node)
    return name


def _check_import(
    result: StaticResult, node: ast.Import | ast.ImportFrom, where: str, words: tuple[str, ...]
) -> None:
    """An import of the reference (or SyncVals), of a module that loads code dynamically, or of
    anything beyond torch and the standard library is a rejection."""
    modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
    for module in modules:
        top = module.split(".")[0]
        if _mentions_forbidden(module, words):
            _reject(
                result,
                "reference",
                f"{where}: imports the reference ({module}); the submission must stand alone",
            )
        elif top in DYNAMIC_LOADING:
            _reject(
                result,
                "reference",
                f"{where}: imports {module!r}, which loads code dynamically; "
                "the submission must be a plain standalone file",
            )
        elif top not in ALLOWED_IMPORTS:
            _reject(
                result,
                "forbidden-import",
                f"{where}: imports {module!r}; only torch and the standard library are allowed",
            )


def _check_signatures(
    result: StaticResult, tree: ast.Module, stub_signatures: dict[str, str]
) -> None:
    """Every function of the stub defined at the top level, with the stub's arguments."""
    if not stub_signatures:
        return
    defined = {n.name: ast.unparse(n.args) for n in tree.body if isinstance(n, ast.FunctionDef)}
    for name, expected in stub_signatures.items():
        if name not in defined:
            result.signature_errors[name] = "not defined at the top level of the file"
        elif defined[name] != expected:
            result.signature_errors[name] = (
                f"signature ({defined[name]}) differs from the stub's ({expected})"
            )
