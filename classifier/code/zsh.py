"""zsh's own expansions, as the bash grammar can read them: a script ``zsh -c`` runs is read by
tree-sitter-bash once what only zsh spells is put in bash's words.

- a glob's qualifier (``/app/*.so(N)``, ``*(.)``, ``*(om[1])``) is dropped: the glob stays;
- ``$a[1]`` (zsh counts from 1, without braces) is ``${a[0]}``;
- the file a ``zsh/mapfile`` subscript names (``${mapfile[F]}``, ``$mapfile[F]``, under any
  flags) is ``$(cat F)``: the module reads it;
- an expansion with the ``#`` flag (``${(#)codes}``: each number made the character it codes)
  is text computed at run time (:data:`~.markers.DECODED`).
"""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.markers import DECODED

_QUALIFIER = re.compile(r"(\S*[*?]\S*?)\((?:[N.@/*%^-]|om|on|oL|OL|\[\d+(?:,\d+)?\])+\)")
"""A glob with its qualifier (``/app/*.so(N)``, ``*(.)``, ``*(om[1])``)."""
_SUBSCRIPT = re.compile(r"\$(\w+)\[(\d+)\]")
_MAPFILE = re.compile(
    r"\$\{(?:\([^)]*\))?mapfile\[((?:[^\[\]]|\[[^\]]*\])+)\]\}"
    r"|\$mapfile\[((?:[^\[\]]|\[[^\]]*\])+)\]"
)


def zsh_as_bash(script: str) -> str:
    """``script`` with zsh's own expansions put as bash would spell what they do."""
    text = _QUALIFIER.sub(lambda m: m.group(1), script)
    if "mapfile" in text:
        text = _MAPFILE.sub(lambda m: f'"$(cat {m.group(1) or m.group(2)})"', text)
    text = _SUBSCRIPT.sub(lambda m: f"${{{m.group(1)}[{max(int(m.group(2)) - 1, 0)}]}}", text)
    return _flags_expanded(text)


def _flags_expanded(text: str) -> str:
    # ${(flags)…}, outermost: with a # flag, decoded text; else the substitutions it holds
    # (what they run is what the expansion does), or nothing bash would read
    out, i = [], 0
    for start, end in _spans(text, "${(", "{}"):
        body = text[start:end]
        if re.search(r"\$\{\([^)]*#[^)]*\)", body):
            out += [text[i:start], DECODED]
        else:
            out += [text[i:start], " ".join(f'"{body[a:b]}"' for a, b in _spans(body, "$(", "()"))]
        i = end
    return "".join(out) + text[i:]


def _spans(text: str, opening: str, pair: str) -> list[tuple[int, int]]:
    """Where each outermost ``opening``… runs in ``text``, to its balanced closing (``pair``:
    the bracket that opens and the one that closes)."""
    out, i = [], 0
    while (start := text.find(opening, i)) != -1:
        end, depth = start + 2, 1
        while end < len(text) and depth:
            depth += {pair[0]: 1, pair[1]: -1}.get(text[end], 0)
            end += 1
        out.append((start, end))
        i = end
    return out
