"""A fake external agent: reads the instruction on stdin, edits objectives.py, prints stream-json."""

import json
import pathlib
import sys

instruction = sys.stdin.read()
stub = pathlib.Path("objectives.py").read_text()
done = stub.replace("def logsumexp(x, axis):\n    raise NotImplementedError",
                    "def logsumexp(x, axis):\n    return torch.logsumexp(x, dim=axis)")
pathlib.Path("objectives.py").write_text(done)
events = [
    {"type": "system", "subtype": "init"},
    {"type": "assistant", "message": {"id": "a1", "model": "fake-model", "content": [
        {"type": "text", "text": f"Read {len(instruction)} characters of instructions."},
        {"type": "tool_use", "id": "t1", "name": "Edit", "input": {"file_path": "objectives.py"}}]}},
    {"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}]}},
    {"type": "assistant", "message": {"id": "a2", "model": "fake-model", "content": [
        {"type": "text", "text": "Implemented logsumexp."}]}},
]
for event in events:
    print(json.dumps(event))
