"""What a lister, ``grep`` or a shell test lets through, as globs: ``ls DIR`` gives ``DIR/*``,
``find DIR -name P`` gives ``DIR/P`` (``! -name P``: ``DIR/!(P)``), ``grep R`` narrows a
folder's ``*`` to ``R``'s glob, a ``case`` or ``[[ == ]]`` branch narrows it to its pattern.
"""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.markers import UNKNOWN, known


def case_narrowed(held: str | None, patterns: list[str]) -> str | None:
    """A folder's ``*`` narrowed to a case branch's patterns, or None to keep the value."""
    if not held or not patterns or any(p.strip("'\"") == "*" for p in patterns):
        return None
    folder, _, base = held.rpartition("/")
    if base != "*":
        return None
    globs = [p.strip("'\"") for p in patterns]
    if len(globs) == 1 and globs[0].startswith("/"):
        return globs[0]  # a whole path's pattern (``/app/*.py)``), not a name's in the folder
    narrowed = globs[0] if len(globs) == 1 else "{" + ",".join(globs) + "}"
    return f"{folder}/{narrowed}" if folder else narrowed


def names_only(text: str) -> bool:
    """Whether ``text`` is a list of names or globs (what a lister prints), not code."""
    return known(text) and all(re.fullmatch(r"[\w./*?\[\]{}~+-]+", w) for w in text.split())


def listed(name: str, args: list[str]) -> str:
    """The names a lister prints, as globs: ``ls DIR`` gives ``DIR/*``, ``find DIR -name P``
    gives ``DIR/P``, a glob or a file stays itself."""
    pattern = next(
        (
            f"!({_named(a, args[i + 1])})"
            if i and args[i - 1] in ("!", "-not")
            else _named(a, args[i + 1])
            for i, a in enumerate(args[:-1])
            if a in ("-name", "-iname", "-path", "-ipath")
        ),
        None,
    )  # find W ! -name '*.so': every name but those, as !(*.so)
    valued = {
        "-name",
        "-iname",
        "-path",
        "-ipath",
        "-type",
        "-maxdepth",
        "-mindepth",
        "-newer",
        "-size",
    }
    plain = [
        a
        for i, a in enumerate(args)
        if not a.startswith("-") and (i == 0 or args[i - 1] not in valued)
    ]
    if name == "find":
        return " ".join(f"{d.rstrip('/')}/{pattern or '*'}" for d in plain or ["."])
    if name == "compgen":  # compgen -d /te: the names that begin so (/tests), not /te's own
        return " ".join(f"{w}*" for w in plain) if plain else "*"
    if name == "locate" and plain:  # locate -r REGEX: the names the regex finds, as a glob
        regex = "-r" in args or "--regex" in args
        return "".join(("*/" + (regex_glob(p) or "*") if regex else f"*{p}*") for p in plain[:1])
    out = []
    for word in plain or ["."]:
        globbed = any(c in word for c in "*?[") or "." in word.rsplit("/", 1)[-1]
        out.append(word if globbed and word != "." else f"{word.rstrip('/')}/*")
    return " ".join(out)


def _named(test: str, pattern: str) -> str:
    # find's -iname/-ipath match any case: the pattern as the lower case names it finds
    return pattern.lower() if test in ("-iname", "-ipath") else pattern


def shown_found(args: list[str], shown: list[str]) -> list[str]:
    """The paths earlier outputs showed (``shown``) that ``find ARGS`` lists: below one of its
    starting folders, named as one of its ``-name``/``-iname`` patterns says, and matching none
    of its ``-not -path`` patterns.  What the record shows exists is what a later search of the
    same name finds (``find / -name solve.sh`` answered ``/solution/solve.sh``)."""
    import fnmatch

    roots = []
    for a in args:
        if a.startswith(("-", "(", "!", "\\(")):
            break
        roots.append(a.rstrip("/") + "/")
    negated = {i + 1 for i, a in enumerate(args) if a in ("!", "-not")}
    names = [
        (args[i + 1], a == "-iname")
        for i, a in enumerate(args[:-1])
        if a in ("-name", "-iname") and i not in negated
    ]
    left_out = [
        args[i + 1]
        for i, a in enumerate(args[:-1])
        if a in ("-path", "-wholename") and i in negated
    ]
    if not names or not roots or not shown:
        return []
    out = []
    for path in shown:
        name = path.rstrip("/").rsplit("/", 1)[-1]
        if (
            any(path.startswith(r) for r in roots if r.startswith("/"))
            and any(
                fnmatch.fnmatchcase(name.lower() if i else name, p.lower() if i else p)
                for p, i in names
            )
            and not any(fnmatch.fnmatchcase(path, x) for x in left_out)
            and path not in out
        ):
            out.append(path)
    return out


def grep_narrowed(incoming: str, args: list[str]) -> str:
    """Names that pass ``grep ARGS``: each listed folder's ``*`` narrowed to the pattern's glob
    (``ls | grep 'ref.*[.]so'`` gives ``./*ref*.so*``); of text the record does not hold, the
    pattern's glob (each line it passes holds a match); what cannot be said stays unknown."""
    flags = {c for a in args if a.startswith("-") and not a.startswith("--") for c in a[1:]}
    patterns = [a for a in args if not a.startswith("-")]
    if "c" in flags or "l" in flags or not patterns:
        return UNKNOWN if "v" not in flags else incoming
    if not known(incoming):  # lsof … | grep 'ref.*\.so$': lines of unknown text, each a match
        glob = None if "v" in flags else regex_glob(patterns[0])
        return glob if glob and sum(c.isalnum() for c in glob) >= 4 else incoming
    glob = regex_glob(patterns[0].lower() if "i" in flags else patterns[0])
    if "v" in flags:  # ls | grep -v '\.so$': every name but those, as !(*.so)
        if glob is None:
            return incoming
        return " ".join(
            f"{w.rpartition('/')[0]}/!({glob})" if w.endswith("/*") else w for w in incoming.split()
        )
    if glob is None:
        return UNKNOWN
    out = []
    for word in incoming.split():
        folder, _, base = word.rpartition("/")
        if base not in ("*", "") and _passes(patterns[0], word, "i" in flags):
            out.append(word)  # the name, or every name of the glob, as written passes
            continue
        if not base.endswith("*") and (patterns[0].endswith("$") or not _wild(base)):
            continue  # a name (or names ending as written) the pattern cannot find
        narrowed = glob if base in ("*", "") else f"{base.rstrip('*')}{glob}"
        out.append(f"{folder}/{narrowed}" if folder else narrowed)
    return " ".join(out)


def _wild(text: str) -> bool:
    return any(c in text for c in "*?[")


def _passes(pattern: str, word: str, fold: bool) -> bool:
    """Whether a line holding ``word`` as written passes ``grep PATTERN`` (read as Python's
    regular expression, which agrees with grep's on the plain ones :func:`regex_glob` takes)."""
    try:
        return re.search(pattern, word, re.IGNORECASE if fold else 0) is not None
    except re.error:
        return False


_LITERAL_GROUP = re.compile(r"\(((?:[\w-]|\\\.)+(?:\|(?:[\w-]|\\\.)+)*)\)(?![*+?{])")
"""A group of literal alternatives (``(py|sh|md)``), not quantified: a brace list's names."""


def regex_glob(pattern: str) -> str | None:
    """A plain regular expression as the glob of the names it finds in (``^ref``, ``\\.so$``,
    ``ref.*[.]so``, ``\\.(py|sh)$``); None for one that is more than literals, ``.``, ``.*``,
    anchors and groups of literal alternatives."""
    start, end = pattern.startswith("^"), pattern.endswith("$") and not pattern.endswith("\\$")
    core = pattern[1 if start else 0 : -1 if end else None]
    out, i = [], 0
    while i < len(core):
        pair = core[i : i + 2]
        if pair == ".*":
            out.append("*")
            i += 2
        elif core[i : i + 3] == "[.]" or pair == "\\.":
            out.append(".")
            i += 3 if core[i] == "[" else 2
        elif core[i] == ".":
            out.append("?")
            i += 1
        elif core[i] == "(" and (group := _LITERAL_GROUP.match(core, i)) is not None:
            names = group.group(1).replace("\\.", ".")
            out.append("{" + names.replace("|", ",") + "}" if "|" in names else names)
            i = group.end()
        elif core[i] in "[]()|+?{}\\^$":
            return None
        else:
            out.append(core[i])
            i += 1
    return ("" if start else "*") + "".join(out) + ("" if end else "*")
