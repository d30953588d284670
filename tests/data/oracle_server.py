"""A process an agent could leave running: it holds the reference and answers calls over UNIX
sockets (an abstract name and a socket file).  Every connection it accepts is logged, so a test
can prove that no sandboxed worker reached it.

Usage: python oracle_server.py REFERENCE.py SOCKET_PATH ABSTRACT_NAME LOG_PATH
"""

import importlib.util
import io
import os
import selectors
import socket
import struct
import sys

import torch

reference_path, sock_path, abstract, log_path = sys.argv[1:5]
spec = importlib.util.spec_from_file_location("_oracle_reference", reference_path)
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)

servers = []
for address in (sock_path, "\0" + abstract):
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    srv.bind(address)
    os.chmod(sock_path, 0o777) if address == sock_path else None
    srv.listen(16)
    servers.append(srv)
sel = selectors.DefaultSelector()
for srv in servers:
    sel.register(srv, selectors.EVENT_READ)
print("ready", flush=True)


def _recv_exact(conn, n):
    data = b""
    while len(data) < n:
        chunk = conn.recv(n - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data


while True:
    for key, _ in sel.select():
        conn, _ = key.fileobj.accept()
        with open(log_path, "a") as log:
            log.write("connection\n")
        try:
            (n,) = struct.unpack("<Q", _recv_exact(conn, 8))
            name, args = torch.load(io.BytesIO(_recv_exact(conn, n)), weights_only=True)
            buf = io.BytesIO()
            torch.save(getattr(ref, name)(*args), buf)
            conn.sendall(struct.pack("<Q", len(buf.getvalue())) + buf.getvalue())
        except Exception:
            pass
        conn.close()
