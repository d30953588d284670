"""Encoded payloads: base64, hex and ``\\x`` escapes a piece of code carries, decoded when what
they decode to is printable text, and decoder calls (``b64decode``, ``fromhex``, …) whose arguments
fold to a static string.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from typing import Any

from syncvals_plugin.classifier.code.folding import static_string
from syncvals_plugin.classifier.code.names import string_names
from syncvals_plugin.classifier.code.tree import of_type, parse_python

_B64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")


_ENCODED_HINTS = ("base64", "b64decode", "decodebytes")


_HEX = re.compile(r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){8,}(?![0-9A-Za-z])")


_HEX_HINTS = (
    "fromhex",
    "unhexlify",
    "a2b_hex",
    "b16decode",
    "xxd -r",
    "xxd -p -r",
    "'hex'",
    '"hex"',
)


_ESCAPED = re.compile(r"(?:\\x[0-9a-fA-F]{2}){4,}")
"""Text spelled as ``\\x63\\x61\\x74`` (``printf '\\x…' | sh``, ``$'\\x…'``, a Python
bytes literal)."""


def decoded_payloads(text: str) -> list[str]:
    """Text hidden in ``text`` as base64 (``echo … | base64 -d | sh``, ``exec(b64decode(…))``),
    as hex (``bytes.fromhex(…)``, ``xxd -r -p``) or as ``\\x`` escapes: every literal that
    decodes to printable UTF-8, and every decoder's argument built from pieces
    (:func:`folded_arguments`)."""
    import base64

    out = []
    if any(h in text for h in _ENCODED_HINTS):
        literals = _literals(text, _B64, _B64_DECODERS)
        out += _printable(
            lambda s: _inflated(base64.b64decode(s + "=" * (-len(s) % 4), validate=True)), literals
        )
    # Every hex hint spells ``hex``, ``xxd`` or ``b16``: three searches first, not eight.
    if ("hex" in text or "xxd" in text or "b16" in text) and any(h in text for h in _HEX_HINTS):
        out += _printable(bytes.fromhex, _literals(text, _HEX, _HEX_DECODERS))
    if "\\x" in text:
        out += _printable(lambda s: bytes.fromhex(s.replace("\\x", "")), _ESCAPED.findall(text))
    return out


def _literals(text: str, literal: re.Pattern[str], decoders: re.Pattern[str]) -> list[str]:
    # The literals of one encoding in ``text``, then the decoders' arguments built from pieces.
    found = literal.findall(text)
    return found + [f for f in folded_arguments(text, decoders) if f not in found]


def _printable(decode: Callable[[str], bytes], literals: list[str]) -> list[str]:
    """What each of ``literals`` decodes to through ``decode``, where that is printable UTF-8."""
    out = []
    for literal in literals:
        try:
            decoded = decode(literal).decode("utf-8")
        except ValueError:  # binascii.Error and UnicodeDecodeError among them
            continue
        if all(c.isprintable() or c in "\n\t\r" for c in decoded):
            out.append(decoded)
    return out


_HEX_DECODERS = re.compile(r"\b(?:fromhex|unhexlify|a2b_hex|b16decode|codecs\.decode)\s*\(")


_B64_DECODERS = re.compile(
    r"\b(?:(?:standard_|urlsafe_)?b64decode|decodebytes|a2b_base64|codecs\.decode)\s*\("
)


def folded_arguments(text: str, decoders: re.Pattern[str]) -> list[str]:
    """The first argument of each call of a decoder in ``text`` (Python, or a shell command that
    runs Python) where that argument is a string Python computes without running anything:
    pieces joined (``bytes.fromhex('69' + '6d')``), names bound to literals (:func:`static_string`),
    which no search for one long literal finds."""
    sources = [text]
    if parse_python(text) is None:  # a shell command: its words are the Python it runs
        try:
            # A word naming a decoder, called or imported under another name
            named = re.compile(decoders.pattern.replace(r"\s*\(", ""))
            sources += [w for w in _tokens(text) if w != text and named.search(w)]
        except ValueError:
            pass
    out: list[str] = []
    for source in sources:
        tree = parse_python(source)
        env = string_names(tree) if tree is not None else {}
        for m in _decoder_calls(source, tree, decoders):
            # Read as the call it is, so that ``b64decode(x, validate=True)`` or ``b64decode(s=x)``
            # gives its argument as ``b64decode(x)`` does.
            argument = _parenthesised(source, m.end())
            parsed = parse_python(f"_({argument})") if argument.strip() else None
            if parsed is None or not parsed.body or not isinstance(parsed.body[0], ast.Expr):
                continue
            call = parsed.body[0].value
            if not isinstance(call, ast.Call) or not (call.args or call.keywords):
                continue
            first = call.args[0] if call.args else call.keywords[0].value
            folded = static_string(first, env)
            if folded and folded not in out:
                out.append(folded)
    return out


def _decoder_calls(
    source: str, tree: ast.Module | None, decoders: re.Pattern[str]
) -> list[re.Match[str]]:
    """Each call of a decoder in ``source``: by its own name, or by the name it was imported as
    (``from base64 import b64decode as d``)."""
    found = list(decoders.finditer(source))
    renamed = [
        alias.asname
        for node in (of_type(tree, ast.ImportFrom) if tree is not None else [])
        for alias in node.names
        if alias.asname and decoders.search(f"{node.module or ''}.{alias.name}(")
    ]
    if renamed:
        pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, renamed)) + r")\s*\(")
        found += pattern.finditer(source)
    return found


INFLATED_MOST = 1 << 20
"""The most a compressed payload is inflated to (a zip bomb stops there)."""


def _inflated(raw: bytes) -> bytes:
    """``raw`` decompressed when it is zlib, gzip, bzip2 or xz data (``exec(zlib.decompress(
    b64decode(…)))``), at most :data:`INFLATED_MOST` bytes; else ``raw`` itself."""
    import bz2
    import lzma
    import zlib

    inflater: Any
    if raw[:1] == b"\x78" or raw[:2] == b"\x1f\x8b":  # zlib's header, gzip's magic
        inflater = zlib.decompressobj(zlib.MAX_WBITS | 32)  # either, by its header
    elif raw[:3] == b"BZh":
        inflater = bz2.BZ2Decompressor()
    elif raw[:6] == b"\xfd7zXZ\x00":
        inflater = lzma.LZMADecompressor()
    else:
        return raw
    try:
        return inflater.decompress(raw, INFLATED_MOST)
    except (zlib.error, OSError, EOFError, lzma.LZMAError):
        return raw


def _decoded_layers(text: str, depth: int = 2) -> list[str]:
    out, pending = [], decoded_payloads(text)
    for _ in range(depth):
        out += pending
        pending = [inner for p in pending for inner in decoded_payloads(p)]
    return out


_TOKEN = re.compile(r"'[^']*'|\"(?:[^\"\\]|\\.)*\"|[^\s'\"]+")


def _tokens(text: str) -> list[str]:
    """The words of a command line, quotes taken off (what a decoder's name may hide in)."""
    return [
        t[1:-1] if t[:1] == "'" else re.sub(r'\\(["\\$`])', r"\1", t[1:-1]) if t[:1] == '"' else t
        for t in _TOKEN.findall(text)
    ]


def _parenthesised(text: str, start: int) -> str:
    # What stands between an opening parenthesis (just before ``start``) and its match; to the
    # end of ``text`` when it has none.  Quotes are skipped so a ``)`` in a string does not close.
    depth, quote, i = 1, "", start
    while i < len(text):
        c = text[i]
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                break
        i += 1
    return text[start:i]


_LATIN1_BYTES = "_codecs.encode"
"""How protocol 2 spells a bytes literal (``_codecs.encode(TEXT, "latin1")``): the text is it."""
RUNNING_GLOBALS = frozenset(
    {"posix.system", "os.system", "nt.system", "os.popen", "posix.popen", "subprocess.run",
     "subprocess.call", "subprocess.check_call", "subprocess.check_output", "subprocess.Popen",
     "subprocess.getoutput", "builtins.exec", "builtins.eval", "__builtin__.eval",
     "__builtin__.exec"}
)  # fmt: skip
"""What a pickle may name to have its loading run something (``__reduce__`` of ``os.system``)."""


def _archived_pickle(data: bytes) -> bytes:
    """The pickle a zip holds (``torch.save``'s format: ``NAME/data.pkl``, which ``torch.load(…,
    weights_only=False)`` unpickles), at most :data:`INFLATED_MOST` bytes; else ``data``."""
    if data[:4] != b"PK\x03\x04":
        return data
    import io
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            kept = [i for i in archive.infolist() if i.filename.endswith(".pkl")]
            if kept and kept[0].file_size <= INFLATED_MOST:
                return archive.read(kept[0])
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError):
        pass
    return data


def _pickles(code: str) -> list[list[tuple[str, bool]]]:
    # Each pickle ``code`` decodes from its own literal (base64 or hex; a ``torch.save`` zip's
    # too), as the texts its opcodes carry in order, each with whether it names a global.
    import base64
    import binascii
    import pickletools
    import warnings

    out = []
    for literal in re.findall(r"['\"]([A-Za-z0-9+/=]{24,}|[0-9a-fA-F]{24,})['\"]", code):
        for decode in (base64.b64decode, bytes.fromhex):
            try:
                data = _archived_pickle(decode(literal))
                with warnings.catch_warnings():  # a STRING opcode's odd escapes are data
                    warnings.simplefilter("ignore", DeprecationWarning)
                    ops = list(pickletools.genops(data))
            except (binascii.Error, ValueError, TypeError, EOFError):
                continue
            items: list[tuple[str, bool]] = []  # (text, whether it names a global)
            for op, arg, _ in ops:  # GLOBAL carries "module name"; STACK_GLOBAL the two before it
                if op.name == "GLOBAL" and isinstance(arg, str):
                    items.append((arg.replace(" ", "."), True))
                elif op.name == "STACK_GLOBAL" and len(items) >= 2:
                    (module, _), (name, _) = items[-2:]
                    items[-2:] = [(f"{module}.{name}", True)]
                elif isinstance(arg, str):
                    items.append((arg, False))
            out.append(items)
            break
    return out


def pickled_calls(code: str) -> list[tuple[str, str | None]]:
    """The calls a pickle that ``code`` decodes from its own literal (base64 or hex) makes when
    loaded (a ``torch.save`` zip's pickle too): ``(callable, its first string argument or
    None)`` for each global of
    :data:`RUNNING_GLOBALS` it names.  Read with ``pickletools`` (a disassembly: nothing of the
    pickle runs); a literal that is no pickle gives nothing."""
    out: list[tuple[str, str | None]] = []
    for items in _pickles(code):
        for i, (text, named) in enumerate(items):
            if named and text in RUNNING_GLOBALS:
                rest = [t for t in items[i + 1 :] if t != (_LATIN1_BYTES, True)]
                # its argument, unless another call computes it (a global before any text)
                given = rest[0][0] if rest and not rest[0][1] else None
                out.append((text, given))
    return out


_DATA_GLOBAL = re.compile(
    # (numpy's: a memoised "numpy" before "dtype" reads as one dotted name)
    r"(numpy(\._?core)?\.multiarray\.(_reconstruct|scalar)|numpy(\.ndarray)?\.dtype"
    r"|numpy\.ndarray|_codecs\.encode"
    r"|copyreg\._reconstructor|collections\.(OrderedDict|defaultdict|deque)"
    r"|builtins\.(set|frozenset|bytearray|complex|slice|range|float|int|object)"
    r"|torch\._utils\._rebuild_\w+|torch\.\w*Storage|torch\.storage\._load_from_bytes"
    r"|torch\.(float|bfloat|half|double|int|uint|long|bool|complex)\w*)"
)
"""What a pickle of plain data names: the constructors of arrays, tensors, sets and dicts."""


def pickled_code(code: str) -> list[str]:
    """The globals a pickle that ``code`` decodes from its own literal names beyond the
    constructors of plain data (:data:`_DATA_GLOBAL`): what its loading would call.  Empty for a
    pickle of numbers, strings, lists, dicts, arrays and tensors (read with ``pickletools``, as
    :func:`pickled_calls`)."""
    return [
        text
        for items in _pickles(code)
        for text, named in items
        if named and not _DATA_GLOBAL.fullmatch(text)
    ]
