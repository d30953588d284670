"""Run by Harbor's own Python: what a command in SyncVals' local Harbor environment can reach.

Usage: python harbor_local_attack.py WORK PYTHON PORT  -> one JSON object on stdout, each key an
attempt and its outcome (``"refused"`` or what happened).  The environment is built from a
one-stage Dockerfile in ``WORK/task/environment`` with no network (Harbor's ``no-network``
policy); ``PORT`` is a port on 127.0.0.1 the caller listens on.  Its commands plant symbolic
links out of the environment, then Harbor's upload and download calls are made through them, and
the commands themselves try to write the host's system folders and reach the host's network.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from harbor.models.task.config import EnvironmentConfig, NetworkMode, NetworkPolicy
from harbor.models.trial.paths import TrialPaths
from syncvals_local_env import LocalEnvironment, LocalEnvironmentError


async def attack(work: Path, python: str, port: int) -> dict:
    env_dir = work / "task" / "environment"
    (env_dir / "app").mkdir(parents=True)
    (env_dir / "app" / "hello.txt").write_text("hello\n")
    (env_dir / "Dockerfile").write_text("FROM python:3.11-slim\nWORKDIR /app\nCOPY app/ /app/\n")
    trial = work / "trial"
    trial.mkdir()
    env = LocalEnvironment(
        env_dir,
        "attack",
        "attack__env",
        TrialPaths(trial),
        EnvironmentConfig(),
        network_policy=NetworkPolicy(network_mode=NetworkMode.NO_NETWORK),
        python=python,
        cache_dir=str(work / "cache"),
    )
    await env.start(force_build=False)
    out: dict = {}
    planted = await env.exec(
        "ln -s / /app/up && ln -s /etc/hostname /app/host-file && cat hello.txt"
    )
    out["planted"] = planted.stdout.strip()
    payload = work / "payload.txt"
    payload.write_text("pwned\n")

    async def attempt(name: str, call) -> None:
        try:
            await call
            out[name] = "done"
        except (LocalEnvironmentError, FileNotFoundError) as exc:
            out[name] = f"refused: {exc}"

    await attempt("upload through a link", env.upload_file(payload, f"/app/up{work}/escaped.txt"))
    await attempt("upload to /usr", env.upload_file(payload, "/usr/syncvals-pwned.txt"))
    await attempt("upload dir to /etc", env.upload_dir(work / "task", "/etc/syncvals-pwned"))
    await attempt("download a linked file", env.download_file("/app/host-file", work / "got.txt"))
    await attempt("download through a link", env.download_dir("/app/up/etc", work / "got-etc"))
    for name, command in {
        "write /usr": "touch /usr/syncvals-pwned.txt",
        "write /etc": "echo x > /etc/syncvals-pwned.txt",
        "write the interpreter": f"touch {Path(python).parent}/syncvals-pwned",
        "connect 127.0.0.1": f"{python} -c 'import socket; socket.create_connection((\"127.0.0.1\", {port}), 3)'",
    }.items():
        result = await env.exec(command)
        out[name] = "refused" if result.return_code != 0 else "done"
    out["escaped"] = (work / "escaped.txt").exists()
    await env.stop(delete=True)
    return out


def main() -> None:
    work, python, port = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    print(json.dumps(asyncio.run(attack(work, python, port))))


if __name__ == "__main__":
    main()
