"""The agent's side of the served oracle: a pure-Python package named like the sealed module.

It holds the task's functions with the reference's own signatures, each sending its arguments
to the server and returning its answer (or raising the reference's exception, with its message,
and re-issuing its warnings), the wire format (:mod:`.wire`, copied as it is), and nothing of
the reference: no private helper, no ``torch`` attribute, no source line.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

ANSWER_S = 120.0
"""How long a client waits for an answer: past the server's own bounds on reading a request and
running a call (which end in an answered error), so only a hung server makes it wait this long."""
SOCKET_ENV = "SYNCVALS_ORACLE_SOCKET"
TOKEN_ENV = "SYNCVALS_ORACLE_TOKEN"
"""The variable that hands the server its trial's token (never the agent: its client's file)."""
"""The variable that names the server's socket to the client (else its ``socket.path`` file)."""

_CLIENT = '''"""How each function of this package reaches the served reference."""

import builtins
import os
import socket
import struct
import time
import warnings

from . import _wire as wire


class OracleUnavailable(RuntimeError):
    """The oracle's server cannot be reached."""


def _socket_path():
    found = os.environ.get({env!r})
    if found:
        return found
    with open(os.path.join(os.path.dirname(__file__), "socket.path")) as fh:
        return fh.read().strip()


def _token():
    # This trial's token (another trial's server refuses a call without its own).
    try:
        with open(os.path.join(os.path.dirname(__file__), "token")) as fh:
            return fh.read().strip()
    except FileNotFoundError:
        return None


def _connect():
    path, error = _socket_path(), None
    # Harbor starts the agent once the oracle's container has started, not once it listens:
    # a server loading torch may take seconds to make its socket (up to 30 s waited, or
    # SYNCVALS_ORACLE_WAIT_S); a socket that refuses is a server that has ended (a second waited).
    refused = 0
    for _ in range(int(float(os.environ.get("SYNCVALS_ORACLE_WAIT_S", "30")) * 10)):
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            conn.connect(path)
            return conn
        except OSError as exc:
            conn.close()
            error = exc
            refused += not isinstance(exc, FileNotFoundError)
            if refused > 10:
                break
            time.sleep(0.1)
    raise OracleUnavailable(f"the oracle at {{path}} cannot be reached: {{error}}")


def _exactly(conn, n):
    chunks, got = [], 0
    while got < n:
        try:
            chunk = conn.recv(min(n - got, 1 << 20))
        except TimeoutError:
            raise OracleUnavailable("the oracle did not answer in time: its server hangs") from None
        if not chunk:
            raise OracleUnavailable("the oracle closed the connection before answering")
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def call(name, args, kwargs):
    """The reference's answer to ``name(*args, **kwargs)``: its value, or its exception."""
    message = wire.encode(
        {{"call": name, "token": _token()}}, {{"args": list(args), "kwargs": kwargs}}
    )
    with _connect() as conn:
        # The server answers every call within its own bounds, an error included: longer than
        # that, and the server itself has hung.
        conn.settimeout(float(os.environ.get("SYNCVALS_ORACLE_TIMEOUT_S", "{timeout}")))
        conn.sendall(message)
        prefix = _exactly(conn, 4)
        size = wire.header_size(prefix)
        header = _exactly(conn, size)
        sizes = __import__("json").loads(header).get("buffers", [])
        body = _exactly(conn, sum(sizes))
    header, buffers = wire.decode(prefix + header + body)
    for w in header.get("warnings", []):
        category = getattr(builtins, str(w.get("category")), UserWarning)
        if not (isinstance(category, type) and issubclass(category, Warning)):
            category = UserWarning
        warnings.warn(str(w.get("message")), category, stacklevel=3)
    if header.get("outcome") == "ok":
        return wire.value(header["result"], buffers)
    kind = getattr(builtins, str(header.get("type")), None)
    if not (isinstance(kind, type) and issubclass(kind, Exception)):
        raise RuntimeError(f"{{header.get('type')}}: {{header.get('message')}}")
    raise kind(header.get("message"))


def served(name, parameters):
    """The task's function ``name``: the reference's signature (``parameters``, its text) for
    ``inspect``, every call sent as it was made."""
    import inspect

    space = {{}}
    exec(f"def {{name}}({{parameters}}):\\n    pass\\n", space)

    def function(*args, **kwargs):
        return call(name, args, kwargs)

    function.__name__ = function.__qualname__ = name
    function.__module__ = __package__
    function.__signature__ = inspect.signature(space[name])
    return function
'''


def _literal(value: object) -> str:
    text = repr(value)
    try:
        if ast.literal_eval(text) == value or value != value:  # NaN equals nothing
            return text
    except ValueError:
        pass
    raise ValueError(f"a default of {text} cannot be written into the client")


def function_source(name: str, signature: inspect.Signature) -> str:
    """One function of the client: the reference's signature, every call (a wrong one too, which
    the reference itself then refuses with its own message) sent to the server."""
    for p in signature.parameters.values():
        if p.default is not p.empty:
            _literal(p.default)
    if signature.return_annotation is not signature.empty or any(
        p.annotation is not p.empty for p in signature.parameters.values()
    ):
        signature = signature.replace(
            parameters=[p.replace(annotation=p.empty) for p in signature.parameters.values()],
            return_annotation=signature.empty,
        )
    return f"{name} = _served({name!r}, {str(signature)[1:-1]!r})\n"


def client_files(package: str, signatures: dict[str, inspect.Signature]) -> dict[str, str]:
    """The client package's files (relative path → text) for ``signatures`` of the task."""
    from syncvals_plugin.oracle import wire

    functions = "".join(function_source(n, s) for n, s in signatures.items())
    init = (
        f'"""The sealed reference, served: each function asks the oracle and returns its answer."""\n'
        f"\nfrom {package}._client import served as _served\n\n{functions}"
    )
    return {
        f"{package}/__init__.py": init,
        f"{package}/_client.py": _CLIENT.format(env=SOCKET_ENV, timeout=ANSWER_S),
        f"{package}/_wire.py": Path(wire.__file__).read_text(),
    }


def write_client(
    workspace: Path, package: str, signatures: dict, socket_path: Path, token: str | None = None
) -> Path:
    """Write the client package into ``workspace``, naming ``socket_path`` (and the trial's
    ``token``, which its server asks of every call); its folder."""
    for rel, text in client_files(package, signatures).items():
        path = Path(workspace) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (Path(workspace) / package / "socket.path").write_text(str(socket_path) + "\n")
    if token is not None:
        (Path(workspace) / package / "token").write_text(token + "\n")
    return Path(workspace) / package


def ping(socket_path: Path, timeout: float, token: str | None = None) -> bool:
    """Whether the server on ``socket_path`` answers the harness's ping (through its worker)
    within ``timeout`` seconds: a stopped or hung server is alive but answers nothing."""
    import socket

    from syncvals_plugin.oracle import wire

    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(timeout)
            conn.connect(str(socket_path))
            conn.sendall(wire.encode({"ping": True, "token": token}, {}))
            chunks: list[bytes] = []
            while chunk := conn.recv(1 << 16):
                chunks.append(chunk)
            header, _ = wire.decode(b"".join(chunks))
    except (OSError, wire.WireError):
        return False
    return header.get("pong") is True
