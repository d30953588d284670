"""A chat-completions server on 127.0.0.1 that replays recorded answers, for the judge's tests.

It speaks the protocol the ``openai`` SDK speaks (``POST /v1/chat/completions``, JSON in and out)
and answers from a queue of scripted replies: an answer, a body that is not JSON, a status code
(429, 500) or a delay longer than the client waits.  Every request is kept for the test to read.
Nothing here leaves the machine.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Scripted:
    """One reply: ``content`` (the assistant's text), or a ``status`` with an error, after
    ``delay`` seconds."""

    content: str | None = None
    status: int = 200
    delay: float = 0.0
    refusal: str | None = None


@dataclass
class ChatServer:
    """The server, its replies to come and the requests it got."""

    replies: list[Scripted] = field(default_factory=list)
    requests: list[dict] = field(default_factory=list)
    port: int = 0
    otherwise: Scripted = field(default_factory=lambda: Scripted(status=500))
    """The reply once the queue is empty."""

    @property
    def base_url(self) -> str:
        """What ``OPENAI_BASE_URL`` is set to."""
        return f"http://127.0.0.1:{self.port}/v1"


def _handler(server: ChatServer):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:  # quiet under test
            pass

        def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            server.requests.append(body)
            reply = server.replies.pop(0) if server.replies else server.otherwise
            time.sleep(reply.delay)
            if reply.status != 200:
                payload = {"error": {"message": f"scripted {reply.status}", "type": "test"}}
            else:
                message = {"role": "assistant", "content": reply.content}
                if reply.refusal:
                    message = {"role": "assistant", "content": None, "refusal": reply.refusal}
                payload = {
                    "id": "chatcmpl-test",
                    "object": "chat.completion",
                    "created": 0,
                    "model": body.get("model", "test"),
                    "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                    "usage": {
                        "prompt_tokens": 1200,
                        "completion_tokens": 150,
                        "total_tokens": 1350,
                    },
                }
            data = json.dumps(payload).encode()
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test)

    return Handler


def serve() -> tuple[ChatServer, ThreadingHTTPServer]:
    """Start a server on a free loopback port; stop it with ``httpd.shutdown()``."""
    state = ChatServer()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    httpd.daemon_threads = True
    state.port = httpd.server_address[1]
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return state, httpd
