"""Watching the reference from inside while it runs: what records the operations a call of it
makes (a torch function or dispatch mode, a profiler, saved-tensor hooks, a tracer such as
``jit.trace`` or ``make_fx``, an autograd graph walked from its output, a tensor subclass handed
to it), or a spy put where it looks its names up (``R.torch.clamp = spy``, ``vars(R)["F"] = …``,
``torch.clamp = spy`` before calling it).

Judged by what is watched: the same tools on the agent's own functions, a timer wrapped around
one of the reference's public functions, or ``torch.backends.cudnn.deterministic = True`` watch
nothing of its inside.
"""

from __future__ import annotations

import ast

from syncvals_plugin.classifier import bindings, dotted, of_type, of_types, static_string, walk
from syncvals_plugin.objectives.bindings import callee, drawn_from

RECORDERS = frozenset(
    {
        "TorchFunctionMode", "TorchDispatchMode", "profile", "record_function",
        "saved_tensors_hooks", "save_on_cpu", "capture_logs", "LoggingTensorMode",
        "FlopCounterMode", "enable_python_dispatcher", "DebugMode", "detect_anomaly",
        "set_detect_anomaly", "snoop", "Profile", "Profiler", "VizTracer", "LineProfiler",
    }
)  # fmt: skip
"""What records each operation a call makes while a ``with`` block runs it (an autograd
anomaly check names the backward node of each operation; snoop, cProfile, pyinstrument and
viztracer name each function run)."""

WATCHING_MODULES = frozenset(
    {
        "yappi", "hunter", "snoop", "pysnooper", "line_profiler", "cProfile", "profile",
        "viztracer", "pyinstrument", "coverage",
    }
)  # fmt: skip
"""Modules that, once started (``yappi.start()``, ``hunter.trace(…)``), record every function
the process runs until stopped: the reference's calls among them."""

FRAME_WATCHERS = frozenset({"_current_frames", "tb_frame", "f_locals", "f_back", "settrace"})
"""What reads the frames of running code (a sampler thread's ``sys._current_frames()``, an
exception's ``__traceback__`` walked to each frame's ``f_locals``): around a call of the
reference, the functions it runs and their variables."""

TRACERS = frozenset(
    {
        "trace", "script", "make_fx", "symbolic_trace", "export", "compile", "trace_module",
        "aot_function", "aot_module", "aot_module_simplified", "explain", "add_graph",
    }
)  # fmt: skip
"""What runs a callable to record its graph of operations (``torch.jit.trace(f, x).graph``)."""

HOOKS = frozenset({"__torch_function__", "__torch_dispatch__"})
"""What a class defines to see every torch operation made on (or under) it."""

_SYMBOLS = frozenset({"symbols", "Symbol", "symarray", "MatrixSymbol", "var", "Dummy"})
"""What makes a symbolic value (sympy's): a reference call on it spells out its formula."""

GRAPH_READERS = frozenset({"make_dot", "make_dot_from_trace", "draw_graph", "get_gradient_edge"})
"""What draws or reads the autograd graph behind a tensor (torchviz's ``make_dot(out)``)."""


def _recorder(name: str) -> bool:
    """Whether a class or a callable by this name records the operations run under it: one of
    :data:`RECORDERS`, or any torch mode (``SchemaCheckMode``, ``CrossRefMode``: a mode sees
    every operation made while it is on)."""
    return name in RECORDERS or (name.endswith("Mode") and name[:1].isupper())


def _watches_tensors(node: ast.ClassDef) -> bool:
    """Whether a class sees the operations made on its instances: a torch mode or a recorder
    subclassed, a class defining a torch hook, or a tensor subclass overriding any method
    (``def clamp(self, …)`` on a ``torch.Tensor`` subclass: the reference's calls on an input
    made of it run the agent's code)."""
    bases = [dotted(b).rsplit(".", 1)[-1] for b in node.bases]
    methods = [f for f in node.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))]
    return (
        any(_recorder(b) for b in bases)
        or any(f.name in HOOKS for f in methods)
        or ("Tensor" in bases and any(f.name not in ("__new__", "__init__") for f in methods))
    )


TORCH_ROOTS = frozenset({"torch", "F", "nn", "functional", "aten", "builtins", "__builtins__"})
"""Where the reference looks up the operations it runs: a spy put there sees them."""


def watched(tree: ast.Module, aliases: set[str], sealed: str) -> str | None:
    """What watches the reference run from inside (its name), or None.  ``aliases``: the names
    the code calls the module by."""
    if not aliases:
        return None
    calling = calling_functions(tree, aliases)
    hooked = {c.name for c in of_type(tree, ast.ClassDef) if _watches_tensors(c)}
    hooked |= _tracing_functions(tree)[0]  # with traced(): a helper that calls sys.settrace
    hooked |= _patching_functions(tree)  # with counting(): a helper that wraps torch's functions
    hooked |= _made_by_type(tree)
    hooked |= {  # from torch._subclasses.schema_check_mode import SchemaCheckMode as S
        a.asname
        for node in of_types(tree, _IMPORTS)
        for a in node.names  # type: ignore[attr-defined]
        if a.asname and _recorder(a.name.rsplit(".", 1)[-1])
    }
    for node in of_type(tree, ast.With):
        for item in node.items:
            name = _callee(item.context_expr)
            recorder = _recorder(name) or name in hooked or _patch_on_torch(item.context_expr)
            if recorder and any(_runs(s, aliases, calling) for s in node.body):
                return name or "patch"
    framed = _frames_watched(tree, aliases, calling) or _switched_on(tree, aliases, calling)
    if framed:
        return framed
    for name, start, end in _started(tree, hooked):  # prof.start(); R.f(); prof.stop()
        if _runs_between(tree, start, end, aliases, calling):
            return name
    symbolic = {  # x = sympy.symbols("x"): a value that records every operation made on it
        t.id
        for node in of_type(tree, ast.Assign)
        if isinstance(node.value, ast.Call) and callee(node.value.func) in _SYMBOLS
        for target in node.targets
        for t in walk(target)
        if isinstance(t, ast.Name)
    }
    spies = _made_of(tree, hooked | symbolic) if hooked or symbolic else set()
    for call in of_type(tree, ast.Call):
        name = _callee(call)
        if name in TRACERS and any(_runs(a, aliases, calling) for a in call.args):
            return name  # torch.jit.trace(lambda x: R.f(x), …)
        if name == "runcall" and call.args and _root(call.args[0]) in aliases | calling:
            return name  # LineProfiler(F.huber_loss).runcall(R.huber_value_loss, …)
        if spies and _root(call.func) in aliases and any(_reads_any(a, spies) for a in call.args):
            return "__torch_function__"  # R.f(x.as_subclass(Spy)): the subclass sees each op
    drawn = drawn_from(tree, aliases, sealed)
    if _traces_what_it_is_handed(tree, drawn):
        return "settrace"
    walked = any(attr == "next_functions" for _, attr in _attributes(tree))
    for owner, attr in _attributes(tree):
        if attr in ("next_functions", "grad_fn" if walked else "") and _reads_any(owner, drawn):
            return attr  # the graph of the reference's own output (walked from its grad_fn)
    for call in of_type(tree, ast.Call):
        if _callee(call) in GRAPH_READERS and any(
            _reads_any(a, drawn) or _runs(a, aliases, calling) for a in call.args
        ):
            return _callee(call)  # make_dot(R.entropy(x, m)): the graph behind its output
    return _spied(tree, aliases, sealed, calling)


def _spied(tree: ast.Module, aliases: set[str], sealed: str, calling: set[str]) -> str | None:
    """A spy put where the reference looks its names up: an internal name of its namespace set
    (``R.torch.clamp = spy``, ``vars(R)["F"] = …``, ``setattr(R, "_h", …)``, ``patch.object``,
    ``patch.dict(R.__dict__, …)``), or torch's own operations replaced by code of the agent's in
    code that calls the reference."""
    for node in of_types(tree, _ASSIGNMENTS):
        for target, value in _pairs(node):
            if _sets_internal(target, aliases, sealed):
                return dotted(target) or "namespace"
            if (
                isinstance(target, ast.Subscript)
                and dotted(target.value).endswith("modules")
                and (static_string(target.slice) or "").split(".")[0] in TORCH_ROOTS | {"torch"}
            ):
                return "sys.modules"  # sys.modules["torch"] = Spy(): what the reference imports
            if _torch_held(target, tree) and _is_code(value, tree) and calling:
                if _runs_while_set(tree, dotted(target), node, aliases, calling):
                    return dotted(target)  # torch.clamp = spy, then R.value_loss(…)
    for call in of_type(tree, ast.Call):
        name = dotted(call.func)
        last = name.rsplit(".", 1)[-1]
        args = call.args
        if last in ("setattr", "__setattr__", "object") and len(args) >= 2:
            owner = dotted(args[0]).split(".", 1)  # setattr(R.torch, "clamp", …): R's torch
            attribute = static_string(args[1]) or "_"
            if _root(args[0]) in aliases and _internal(".".join([*owner[1:], attribute])):
                return name
            if _root(args[0]) in TORCH_ROOTS and calling and _is_code(args[-1], tree):
                spied = f"{dotted(args[0])}.{attribute}"
                if _runs_while_set(tree, spied, call, aliases, calling):
                    return name  # setattr(torch.Tensor, "exp", logged(…))
        if last in ("impl", "register_kernel", "py_impl") and calling and _library(call, tree):
            return name  # lib = torch.library.Library("aten", "IMPL"); lib.impl(op, spy)
        if last in ("multiple", "dict", "update") and args and _namespace(args[0], aliases):
            return name  # patch.dict(R.__dict__, …), vars(R).update(…)
        if last == "update" and _namespace(call.func, aliases):
            return name
        spelled = static_string(args[0]) if args and last == "patch" else None
        if spelled and spelled.startswith(f"{sealed}.") and _internal(spelled.split(".", 1)[1]):
            return name
    return None


_ASSIGNMENTS = frozenset({ast.Assign, ast.AugAssign, ast.AnnAssign})


def _torch_held(target: ast.AST, tree: ast.Module) -> bool:
    """Whether an assignment's target is torch's (``torch.clamp``, ``F.x``), or an attribute of
    a loop's name over torch's modules (``for mod in (torch, F): mod.__class__ = Spy``)."""
    root = _root(target)
    if root in TORCH_ROOTS:
        return True
    return isinstance(target, ast.Attribute) and any(
        isinstance(loop.target, ast.Name)
        and loop.target.id == root
        and isinstance(loop.iter, (ast.Tuple, ast.List))
        and any(_root(e) in TORCH_ROOTS for e in loop.iter.elts)
        for loop in of_type(tree, ast.For)
    )


def _patching_functions(tree: ast.Module) -> set[str]:
    """The code's own functions that put code of theirs in place of torch's functions
    (``setattr(F, n, wrapper)`` over ``dir(F)``, ``torch.clamp = spy``): what runs while they
    are in place (``with counting(): R.f(x)``) is seen op by op."""
    out = set()
    for d in of_types(tree, _DEFINITIONS):
        for c in walk(d):
            if (
                isinstance(c, ast.Call)
                and _callee(c) == "setattr"
                and len(c.args) == 3
                and _torch_held(c.args[0], tree)
                and _is_code(c.args[2], tree)
            ):
                out.add(d.name)  # type: ignore[attr-defined]
    return out


def _pairs(node: ast.AST) -> list[tuple[ast.AST, ast.AST]]:
    """(target, value) of each name an assignment sets: ``a.x, a.y = f, g`` sets two."""
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]  # type: ignore[attr-defined]
    value = node.value  # type: ignore[attr-defined]
    out: list[tuple[ast.AST, ast.AST]] = []
    for target in targets:
        if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List)):
            out += list(zip(target.elts, value.elts, strict=False))
        else:
            out.append((target, value))
    return out


def _runs_while_set(
    tree: ast.Module, target: str, node: ast.AST, aliases: set[str], calling: set[str]
) -> bool:
    """Whether the reference runs while ``target`` holds the spy ``node`` set: a call of it (or
    of the code's own function that calls it) after ``node`` and before the name is set back
    or deleted (``try: O.f(x) finally: torch.clamp = real``, then ``R.f(x)``: the spy saw only
    the agent's own function).  Places are (line, column): one line may set, run and restore."""
    start = _place(node)
    ends = [
        _place(n)
        for n in of_type(tree, ast.Delete)
        if _place(n) > start and any(dotted(t) == target for t in n.targets)
    ]
    ends += [
        _place(n)
        for n in of_type(tree, ast.Assign)
        if _place(n) > start
        and any(dotted(t) == target and not _is_code(v, tree) for t, v in _pairs(n))
    ]
    ends += [
        _place(c)
        for c in of_type(tree, ast.Call)
        if _place(c) > start
        and dotted(c.func).rsplit(".", 1)[-1] in ("delattr", "setattr")
        and c.args
        and f"{dotted(c.args[0])}.{(static_string(c.args[1]) or '_') if len(c.args) > 1 else ''}"
        == target  # a name not spelled (a loop's) is "_" in both: setattr(torch.Tensor, n, f)
        and (dotted(c.func).endswith("delattr") or not _is_code(c.args[-1], tree))
    ]
    stop = min(ends, default=(1 << 30, 0))
    if any(
        isinstance(d, ast.FunctionDef) and d.lineno <= start[0] <= (d.end_lineno or 0)
        for d in of_type(tree, ast.FunctionDef)
    ):
        return True  # set inside a function: when it runs is not told by its place
    return _runs_between(tree, start, stop, aliases, calling)


def _runs_between(
    tree: ast.Module,
    start: tuple[int, int],
    stop: tuple[int, int],
    aliases: set[str],
    calling: set[str],
) -> bool:
    """Whether the reference runs (a call of it, or of the code's own function that calls it)
    strictly between two places of the code: where a watcher is put in place and taken off."""
    return any(
        start < _place(c) < stop and _runs(c, aliases, calling) for c in of_type(tree, ast.Call)
    )


def _place(node: ast.AST) -> tuple[int, int]:
    return getattr(node, "lineno", 0), getattr(node, "col_offset", 0)


def _started(
    tree: ast.Module, hooked: set[str]
) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
    """Recorders entered without ``with``: made, then ``.start()``, ``.__enter__()``,
    ``enter_context(…)`` or ``_push_mode(…)``; each as (its name, the place it starts at, the
    place it stops at: its ``.stop()``/``__exit__``, the end of the ``with ExitStack()`` block
    it was entered into, or the end of the code).  Places are (line, column)."""
    made = {
        name
        for name, values in bindings(tree).items()
        if any(_recorder(_callee(v)) or _callee(v) in hooked for v in values)
    }
    stops = {
        c.func.value.id: _place(c)
        for c in of_type(tree, ast.Call)
        if isinstance(c.func, ast.Attribute)
        and c.func.attr in ("stop", "__exit__", "close", "disable", "unregister", "reset")
        and isinstance(c.func.value, ast.Name)
    }
    blocks = [(w.lineno, w.end_lineno or w.lineno) for w in of_type(tree, ast.With)]
    made |= _watching_modules(tree)
    reporters = _frame_reporters(tree)
    on, off = _tracing_functions(tree)
    on, off = on - off, off - on  # watch.on() and watch.off(); a context manager does both
    for c in of_type(tree, ast.Call):
        if _callee(c) in off:
            stops.setdefault("tracer", _place(c))  # watch.off(): the tracer stopped
    pops = [_place(c) for c in of_type(tree, ast.Call) if _callee(c) in ("_pop_mode", "pop_mode")]
    out = []
    for call in of_type(tree, ast.Call):
        func, name = call.func, ""
        if isinstance(func, ast.Attribute) and func.attr in _STARTS:
            name = func.value.id if isinstance(func.value, ast.Name) else ""
            name = name if name in made else ""
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            once = func.attr == "dump_traceback_later" and not _keyword_true(call, "repeat")
            started = func.attr in reporters.get(func.value.id, ()) and not once
            name = func.value.id if started else name  # (a watchdog that fires once, on a hang)
        if _callee(call) == "run_line_magic" and _verbose_tracebacks(call):
            name = "xmode"  # %xmode Verbose: each traceback shows its frames' variables
        if _callee(call) in on:
            name = "tracer"  # watch.on(): a function of the code's that starts a tracer
        elif _callee(call) in ("enter_context", "_push_mode", "push_mode") and call.args:
            given = call.args[0]
            if _recorder(_callee(given)) or _callee(given) in hooked or _root(given) in made:
                name = _root(given) or _callee(given)
        if name:
            inside = [(end, 1 << 30) for start, end in blocks if start <= call.lineno <= end]
            end = stops.get(name, min(inside) if inside else (1 << 30, 0))
            if "push_mode" in _callee(call):  # _push_mode(M()) … _pop_mode(): the mode is off
                end = min([p for p in pops if p > _place(call)], default=end)
            out.append((name, _place(call), end if end > _place(call) else (1 << 30, 0)))
    return out


_STARTS = frozenset({"start", "__enter__", "enable", "trace", "install"})
"""What starts a recorder made, or a watching module (``yappi.start()``, ``hunter.trace()``)."""


FRAME_REPORTERS = {
    "cgitb": frozenset({"enable"}),
    "faulthandler": frozenset({"register", "dump_traceback_later"}),  # the latter repeated
    "tracemalloc": frozenset({"start"}),
}
"""Modules that, once started, report the frames of the code that runs: cgitb each frame's
variables when an error ends the program, faulthandler each thread's stack on a signal or a
timer, tracemalloc where each allocation was made (read with ``take_snapshot``).
``faulthandler.enable()`` reports only a crash, and tracemalloc's totals alone say no place."""


def _frame_reporters(tree: ast.Module) -> dict[str, frozenset[str]]:
    """The names the code imports :data:`FRAME_REPORTERS` by, with the calls that start them."""
    places = {a for _, a in _attributes(tree)} & {"take_snapshot", "get_object_traceback"}
    return {
        a.asname or a.name: FRAME_REPORTERS[a.name]
        for node in of_type(tree, ast.Import)
        for a in node.names
        if a.name in FRAME_REPORTERS and (a.name != "tracemalloc" or places)
    }


def _tracing_functions(tree: ast.Module) -> tuple[set[str], set[str]]:
    """The code's own functions that start a tracer or a profiler of running Python
    (``sys.settrace(f)``, ``sys.setprofile(f)``, threading's) and those that stop one
    (``sys.setprofile(None)``)."""
    on: set[str] = set()
    off: set[str] = set()
    for d in of_types(tree, _DEFINITIONS):
        for c in walk(d):
            if isinstance(c, ast.Call) and _callee(c) in ("settrace", "setprofile") and c.args:
                stopping = isinstance(c.args[0], ast.Constant) and c.args[0].value is None
                (off if stopping else on).add(d.name)  # type: ignore[attr-defined]
    return on, off


OP_REPORTERS = frozenset(
    {"set_detect_anomaly", "_set_vmap_fallback_warning_enabled", "set_logs", "_set_logs"}
)
"""Switches that make torch report the operations run while they are on: autograd's anomaly
mode names each op's backward node, vmap's fallback warnings name each aten op batched
without a rule, ``torch._logging.set_logs`` prints what the named parts of torch do."""


def _switched_on(tree: ast.Module, aliases: set[str], calling: set[str]) -> str | None:
    """A torch switch of :data:`OP_REPORTERS` turned on (not with ``False``) with the reference
    run before it is turned off again: what it reports names the reference's own ops."""
    switches = [c for c in of_type(tree, ast.Call) if _callee(c) in OP_REPORTERS]
    for on in switches:
        if on.args and isinstance(on.args[0], ast.Constant) and not on.args[0].value:
            continue
        offs = [
            _place(c)
            for c in switches
            if _callee(c) == _callee(on)
            and _place(c) > _place(on)
            and c.args
            and isinstance(c.args[0], ast.Constant)
            and not c.args[0].value
        ]
        stop = min(offs, default=(1 << 30, 0))
        if _runs_between(tree, _place(on), stop, aliases, calling):
            return _callee(on)
    return None


def _traces_what_it_is_handed(tree: ast.Module, drawn: set[str]) -> bool:
    """Whether a function of the code's own that starts and stops a tracer is handed what is
    drawn from the reference, with its gate on (``run_all(jobs, trace=True)``)."""
    on, off = _tracing_functions(tree)
    both = {d.name: d for d in of_type(tree, ast.FunctionDef) if d.name in on & off}
    return any(
        _callee(call) in both
        and any(_reads_any(a, drawn) for a in call.args)
        and _tracing_call(call, both[_callee(call)])
        for call in of_type(tree, ast.Call)
    )


def _tracing_call(call: ast.Call, function: ast.FunctionDef) -> bool:
    """Whether ``call`` of ``function`` (which starts and stops a tracer) starts it: always, or
    when the parameter an ``if`` around the start tests is handed a true constant
    (``run_all(jobs, trace=True)``; ``def run_all(jobs, trace=False)`` alone traces nothing)."""
    args = function.args
    params = [a.arg for a in args.args]
    defaults = dict(zip(params[len(params) - len(args.defaults) :], args.defaults, strict=True))
    kwonly = zip(args.kwonlyargs, args.kw_defaults, strict=True)
    defaults |= {a.arg: d for a, d in kwonly if d is not None}
    for node in walk(function):
        if not isinstance(node, ast.If) or not isinstance(node.test, ast.Name):
            continue
        starts = [
            c
            for c in walk(node)
            if isinstance(c, ast.Call)
            and _callee(c) in ("settrace", "setprofile")
            and not (c.args and isinstance(c.args[0], ast.Constant))
        ]
        gate = node.test.id
        if starts and (gate in params or gate in defaults):
            at = params.index(gate) if gate in params else len(call.args)
            given = next((k.value for k in call.keywords if k.arg == gate), None)
            given = call.args[at] if given is None and at < len(call.args) else given
            given = defaults.get(gate) if given is None else given  # not handed: its default
            return (
                isinstance(given, ast.Constant)
                and bool(given.value)
                or (given is not None and not isinstance(given, ast.Constant))
            )
    return True


def _keyword_true(call: ast.Call, name: str) -> bool:
    return any(
        k.arg == name and isinstance(k.value, ast.Constant) and bool(k.value.value)
        for k in call.keywords
    )


def _verbose_tracebacks(call: ast.Call) -> bool:
    """``get_ipython().run_line_magic('xmode', 'Verbose')``: IPython's ``%xmode Verbose``."""
    given = [static_string(a) or "" for a in call.args[:2]]
    return len(given) == 2 and given[0] == "xmode" and given[1].strip().lower() == "verbose"


def _watching_modules(tree: ast.Module) -> set[str]:
    """The names the code imports :data:`WATCHING_MODULES` by (``import yappi as y``)."""
    return {
        a.asname or a.name
        for node in of_type(tree, ast.Import)
        for a in node.names
        if a.name.split(".")[0] in WATCHING_MODULES
    }


def _frames_watched(tree: ast.Module, aliases: set[str], calling: set[str]) -> str | None:
    """Frames read around a call of the reference: a sampler of ``sys._current_frames()`` in
    code that calls it, or an exception raised by a call of it walked to its frames
    (``exc.__traceback__.tb_frame.f_locals``).  The same on the agent's own functions reads
    its own frames."""
    hook = (
        _hooked_while_run(tree, aliases, calling)
        or _error_hooked(tree, aliases, calling)
        or _depth_probed(tree, aliases, calling)
    )
    if hook:
        return hook
    if _dumps_all_threads(tree) and "*" in calling and _runs_after_threads(tree, aliases, calling):
        return "dump_traceback"  # a watcher thread printing every thread's stack, the reference's
    read = {attr for _, attr in _attributes(tree)} & FRAME_WATCHERS
    if not read and "signal" not in {_root(c.func) for c in of_type(tree, ast.Call)}:
        return None
    if "_current_frames" in read and "*" in calling and _runs_after_threads(tree, aliases, calling):
        return "_current_frames"
    if "*" in calling and _frame_handler(tree):
        return "signal"  # signal.signal(SIGPROF, on_prof): each tick hands it the frame
    for node in of_type(tree, ast.Try):
        handled = [
            h
            for h in node.handlers
            if any(attr in FRAME_WATCHERS for n in walk(h) for attr in _attribute_names(n))
        ]
        if handled and any(_runs(s, aliases, calling) for s in node.body):
            return "tb_frame"
    return None


_HOOK_INSTALLS = {"PyEval_SetProfile": "install", "PyEval_SetTrace": "install"}


def _hooked_while_run(tree: ast.Module, aliases: set[str], calling: set[str]) -> str | None:
    """A function of the code's own that reads frames, installed where the interpreter calls
    it while other code runs (``gc.callbacks.append(cb)``, ``ctypes.pythonapi
    .PyEval_SetProfile(tracer, None)``), with the reference run before it is taken out
    (``gc.callbacks.remove(cb)``, ``PyEval_SetProfile(None, None)``)."""
    readers = {d.name for d in of_type(tree, ast.FunctionDef) if _reads_frames(d)}
    spans: list[tuple[str, int]] = []
    for call in of_type(tree, ast.Call):
        name, args = dotted(call.func), call.args
        given = args[0].id if args and isinstance(args[0], ast.Name) else ""
        if name.endswith("callbacks.append") and given in readers:
            spans.append(("gc.callbacks", call.lineno))
        if name.rsplit(".", 1)[-1] in _HOOK_INSTALLS and given:
            spans.append((name.rsplit(".", 1)[-1], call.lineno))
    for hook, start in spans:
        ends = [
            c.lineno
            for c in of_type(tree, ast.Call)
            if c.lineno > start
            and (
                dotted(c.func).endswith(("callbacks.remove", "callbacks.clear"))
                or dotted(c.func).endswith(hook)
                and c.args
                and isinstance(c.args[0], ast.Constant)
            )
        ]
        end = min(ends, default=1 << 30)
        if any(
            start < c.lineno <= end and _runs(c, aliases, calling) for c in of_type(tree, ast.Call)
        ):
            return hook
    return None


def _error_hooked(tree: ast.Module, aliases: set[str], calling: set[str]) -> str | None:
    """An error hook of the interpreter set to a function of the code's own, then the reference
    run where it applies: ``sys.excepthook``/``threading.excepthook`` reading the frames of
    the error's traceback (a thread's hook: the reference run as a thread's target), or
    ``sys.unraisablehook``, whose argument names the object of the reference that failed."""
    functions = {d.name: d for d in of_type(tree, ast.FunctionDef)}
    for node in of_type(tree, ast.Assign):
        name = next((dotted(t) for t in node.targets if dotted(t).endswith("hook")), "")
        given = node.value.id if isinstance(node.value, ast.Name) else ""
        body = functions.get(given) or (node.value if isinstance(node.value, ast.Lambda) else None)
        if not name.endswith(("excepthook", "unraisablehook")) or body is None:
            continue
        if name.endswith("excepthook") and not _reads_frames(body):
            continue  # a hook that prints the error's message shows what any caller sees
        for call in of_type(tree, ast.Call):
            if _place(call) <= _place(node):
                continue
            if name.startswith("threading."):
                targets = [k.value for k in call.keywords if k.arg == "target"]
                if _callee(call) == "Thread" and any(_target_runs(t, aliases) for t in targets):
                    return name
            elif _runs(call, aliases, calling):
                return name
    return None


def _dumps_all_threads(tree: ast.Module) -> bool:
    """Whether a function of the code's own prints every thread's stack
    (``faulthandler.dump_traceback(all_threads=True)``, the default): a sampler run in a
    thread beside the code it samples."""
    return any(
        isinstance(c, ast.Call)
        and _callee(c) == "dump_traceback"
        and not any(
            k.arg == "all_threads" and isinstance(k.value, ast.Constant) and not k.value.value
            for k in c.keywords
        )
        for d in of_type(tree, ast.FunctionDef)
        for c in walk(d)
    )


def _depth_probed(tree: ast.Module, aliases: set[str], calling: set[str]) -> str | None:
    """The recursion limit lowered to a depth the code computes (``base + extra``) while the
    reference runs: each ``RecursionError`` stops it one call deeper inside, its traceback the
    calls it makes.  A constant limit set, or one raised, probes nothing."""
    limits = [c for c in of_type(tree, ast.Call) if _callee(c) == "setrecursionlimit" and c.args]
    for low in limits:
        if isinstance(low.args[0], ast.Constant):
            continue
        restored = [
            _place(c)
            for c in limits
            if _place(c) > _place(low) and isinstance(c.args[0], ast.Constant)
        ]
        stop = min(restored, default=(1 << 30, 0))
        if _runs_between(tree, _place(low), stop, aliases, calling):
            return "setrecursionlimit"
    return None


def _target_runs(target: ast.AST, aliases: set[str]) -> bool:
    # Thread(target=R.f), Thread(target=getattr(R, name)): the reference run in the thread.
    if isinstance(target, ast.Call) and _callee(target) == "getattr" and target.args:
        target = target.args[0]
    return _root(target) in aliases


def _reads_frames(node: ast.AST) -> bool:
    """Whether a function reads the frames of the code running around it (``sys._getframe(1)``,
    ``f.f_back``, ``f.f_locals``, ``f.f_code``, ``inspect.stack()``)."""
    frames = {"_getframe", "f_back", "f_locals", "f_code", "f_lineno", "stack", "currentframe"}
    frames |= {"tb_frame"}  # an error's traceback, walked to its frames
    return any(isinstance(n, ast.Attribute) and n.attr in frames for n in walk(node))


def _frame_handler(tree: ast.Module) -> bool:
    """Whether a function given to ``signal.signal`` uses the frame it is handed (a sampler:
    ``traceback.extract_stack(frame)``, ``frame.f_back``): each signal shows where the running
    code is."""
    handlers = {
        a.id
        for c in of_type(tree, ast.Call)
        if dotted(c.func) in ("signal.signal", "signal") and len(c.args) == 2
        for a in c.args[1:]
        if isinstance(a, ast.Name)
    }
    for node in of_type(tree, ast.FunctionDef):
        params = node.args.args
        if node.name in handlers and len(params) == 2:
            frame = params[1].arg
            if any(isinstance(n, ast.Name) and n.id == frame for s in node.body for n in walk(s)):
                return True
    return False


def _attribute_names(node: ast.AST) -> list[str]:
    return [node.attr] if isinstance(node, ast.Attribute) else []


def _attributes(tree: ast.Module):
    """Every attribute read (owner, name): ``x.a``, and ``getattr(x, "a")`` with a name that
    needs no running (``getattr(f, 'next_' + 'functions')``)."""
    for attribute in of_type(tree, ast.Attribute):
        yield attribute.value, attribute.attr
    for call in of_type(tree, ast.Call):
        if callee(call.func) == "getattr" and len(call.args) >= 2:
            name = static_string(call.args[1])
            if name:
                yield call.args[0], name


def _library(call: ast.Call, tree: ast.Module) -> bool:
    """Whether a call registers a kernel with torch's operator library (``torch.library.impl``,
    a ``Library(…)``'s ``impl``): the operations a reference call makes run the agent's code."""
    if "library" in dotted(call.func):
        return True
    made = bindings(tree).get(_root(call.func), [])
    return any(isinstance(v, ast.Call) and callee(v.func) == "Library" for v in made)


def _made_by_type(tree: ast.Module) -> set[str]:
    """Classes made by a call of ``type`` (``Spy = type("S", (torch.Tensor,), {"__torch_function__":
    …})``) that see the operations made on their instances: a torch hook among their names, or
    any method given to a tensor subclass."""
    out: set[str] = set()
    for node in of_type(tree, ast.Assign):
        call = node.value
        if not (isinstance(call, ast.Call) and callee(call.func) == "type" and len(call.args) == 3):
            continue
        bases, body = call.args[1], call.args[2]
        keys = (
            {static_string(k) for k in body.keys if k is not None}
            if isinstance(body, ast.Dict)
            else set()
        )
        tensor = any(dotted(b).endswith("Tensor") for b in getattr(bases, "elts", []))
        if keys & HOOKS or (tensor and keys - {"__new__", "__init__", None}):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return out


def _made_of(tree: ast.Module, classes: set[str]) -> set[str]:
    """``classes`` and the names bound to values made with them (``x = [t.as_subclass(Spy) for
    t in ts]``, and what is made of those in turn)."""
    made, values = set(classes), bindings(tree)
    for _ in range(3):
        more = {
            n for n, vs in values.items() if n not in made and any(_reads_any(v, made) for v in vs)
        }
        if not more:
            break
        made |= more
    return made


def _internal(attribute: str) -> bool:
    """Whether a name of the reference's namespace is one it uses inside (a module it imported,
    a helper), not one of its public functions: wrapping ``R.entropy`` in a timer calls it."""
    first = attribute.split(".", 1)[0]
    return "." in attribute or first.startswith("_") or first in TORCH_ROOTS | {"np", "math"}


def _sets_internal(target: ast.AST, aliases: set[str], sealed: str) -> bool:
    # R.torch.clamp = …, R._helper = …, vars(R)["F"] = …, sys.modules["reforacle"].torch = …
    if isinstance(target, ast.Subscript) and _namespace(target.value, aliases):
        return _internal(static_string(target.slice) or "_")
    if not isinstance(target, ast.Attribute):
        return False
    chain = dotted(target)
    if chain.split(".", 1)[0] in aliases:
        return _internal(chain.split(".", 1)[1])
    base = target.value
    return isinstance(base, ast.Subscript) and static_string(base.slice) == sealed


def _namespace(node: ast.AST, aliases: set[str]) -> bool:
    """Whether ``node`` is the module's namespace (``vars(R)``, ``R.__dict__``) or the module."""
    if isinstance(node, ast.Attribute) and node.attr in ("__dict__", "update"):
        return _namespace(node.value, aliases) if node.attr == "update" else _root(node) in aliases
    if isinstance(node, ast.Call) and _callee(node) == "vars" and node.args:
        return _root(node.args[0]) in aliases
    return isinstance(node, ast.Name) and node.id in aliases


def _patch_on_torch(node: ast.AST) -> bool:
    # mock.patch("torch.clamp", wraps=…), mock.patch.object(F, "huber_loss", wraps=…): torch's
    # operation replaced while the block runs
    if not isinstance(node, ast.Call) or not node.args:
        return False
    if _callee(node) == "object" and dotted(node.func).endswith("patch.object"):
        return _root(node.args[0]) in TORCH_ROOTS
    if _callee(node) != "patch":
        return False
    spelled = static_string(node.args[0]) or ""
    return spelled.split(".", 1)[0] in TORCH_ROOTS | {"torch"}


def _runs_after_threads(tree: ast.Module, aliases: set[str], calling: set[str]) -> bool:
    """Whether the reference runs once a thread is started (a sampler's, or one of those its
    frames are taken from) and before it is joined: run before the ``.start()`` or after the
    ``.join()``, it is done outside any sampling."""
    starts = [_place(c) for c in of_type(tree, ast.Call) if _callee(c) == "start"]
    if not starts:
        return True  # no thread started here: where the frames come from is not told
    joins = [_place(c) for c in of_type(tree, ast.Call) if _callee(c) == "join"]
    stop = min([j for j in joins if j > min(starts)], default=(1 << 30, 0))  # the thread ended
    return _runs_between(tree, min(starts), stop, aliases, calling) or any(
        _callee(c) == "Thread" and any(_runs(a, aliases, calling) for a in c.keywords)
        for c in of_type(tree, ast.Call)
    )


def runs_while_hooked(tree: ast.Module, hook: ast.Call, aliases: set[str]) -> bool:
    """Whether the reference runs between ``hook`` (``sys.settrace(f)``) and the next call of the
    same hook with ``None`` (``sys.settrace(None)`` in a ``finally``), or after it when none
    comes: a tracer taken off before the reference runs saw only what ran before."""
    calling = calling_functions(tree, aliases)
    name = _callee(hook)
    stop = min(
        (
            _place(c)
            for c in of_type(tree, ast.Call)
            if _callee(c) == name
            and _place(c) > _place(hook)
            and all(isinstance(a, ast.Constant) and a.value is None for a in c.args)
        ),
        default=(1 << 30, 0),
    )
    return _runs_between(tree, _place(hook), stop, aliases, calling)


def calling_functions(tree: ast.Module, aliases: set[str]) -> set[str]:
    """The code's own functions and classes whose bodies call the reference (a tracer or a
    ``with`` block that runs one of them runs the reference), and a marker when the code calls
    it at all (``"*"``)."""
    out = {"*"} if any(_root(c.func) in aliases for c in of_type(tree, ast.Call)) else set()
    for node in of_types(tree, _DEFINITIONS):
        if any(isinstance(n, ast.Call) and _root(n.func) in aliases for n in walk(node)):
            out.add(node.name)  # type: ignore[attr-defined]
    for loop in of_type(tree, ast.For):  # for name, make in [("f", lambda x: R.f(x)), …]
        if any(
            isinstance(n, ast.Lambda) and _runs(n.body, aliases, set()) for n in walk(loop.iter)
        ):
            out.update(t.id for t in walk(loop.target) if isinstance(t, ast.Name))
    return out


_IMPORTS = frozenset({ast.Import, ast.ImportFrom})
_DEFINITIONS = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef})


def _runs(node: ast.AST, aliases: set[str], calling: set[str]) -> bool:
    """Whether running ``node`` calls the reference: directly, or through one of the code's own
    functions or classes that does."""
    for n in walk(node):
        if isinstance(n, ast.Call) and (_root(n.func) in aliases or _callee(n) in calling):
            return True
        if isinstance(n, ast.Call) and _callee(n) == "getattr" and n.args:
            if _root(n.args[0]) in aliases:
                return True  # getattr(R, name)(*args)
        if isinstance(n, ast.Name) and n.id in calling - {"*"}:
            return True  # torch.jit.trace(forward_of_reference, …)
    return False


def _reads_any(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(n, ast.Name) and n.id in names for n in walk(node))


def _is_code(node: ast.AST, tree: ast.Module) -> bool:
    """Whether ``node`` is code (a lambda, a function the code defines, a call wrapping one):
    ``torch.clamp = spy`` replaces an operation; ``cudnn.deterministic = True`` sets a flag."""
    defined = {d.name for d in of_types(tree, _DEFINITIONS)}  # type: ignore[attr-defined]
    return any(
        isinstance(n, ast.Lambda) or isinstance(n, ast.Name) and n.id in defined for n in walk(node)
    )


def _callee(node: ast.AST) -> str:
    """What a call calls, by its own name (``""`` for what is not a call)."""
    return callee(node.func) if isinstance(node, ast.Call) else ""


def _root(node: ast.AST) -> str:
    """The name an attribute chain starts from (``R`` of ``R.torch.clamp``)."""
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else ""
