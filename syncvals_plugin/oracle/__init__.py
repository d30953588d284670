"""The served oracle: the sealed reference in a process of its own, answering an agent's client
over a Unix socket, each call a line of ``agent/oracle-calls.jsonl``
(``../shared/design/served-oracle.md``).

Other folders import from ``syncvals_plugin.oracle`` itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from syncvals_plugin.faces import lazy_exports

if TYPE_CHECKING:
    from syncvals_plugin.oracle.client import SOCKET_ENV, TOKEN_ENV, ping, write_client
    from syncvals_plugin.oracle.server import OracleServer, load_functions

__all__ = ["SOCKET_ENV", "TOKEN_ENV", "OracleServer", "load_functions", "ping", "write_client"]

__getattr__ = lazy_exports(
    __name__,
    {
        "client": ("SOCKET_ENV", "TOKEN_ENV", "ping", "write_client"),
        "server": ("OracleServer", "load_functions"),
    },
)
