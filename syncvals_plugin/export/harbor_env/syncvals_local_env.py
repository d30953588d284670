"""A Harbor environment without Docker: the task's image built in a local folder, each command
run in it under bubblewrap.  Imported by Harbor's own Python, never by SyncVals (it needs only
Harbor and the standard library): ``harbor trial start -p TASK --env
syncvals_local_env:LocalEnvironment`` with this file's folder on ``PYTHONPATH``
(docs/harbor-local-environment.md).

The image is the host's system (``/usr``, ``/bin``, ``/lib``…, read-only) with the folders the
task's Dockerfile makes on top: its ``WORKDIR``, ``COPY`` (``--from`` another stage too), ``ENV``
and ``RUN`` steps are carried out in order, each stage in a folder of its own, ``RUN`` under
bubblewrap with that stage's folders bound where the Dockerfile put them.  A ``RUN`` that
installs packages (``apt-get``, ``pip``) is not run: the host provides them, through the
``python`` option (an interpreter whose environment holds what the Dockerfile installs; its
prefixes are exposed read-only and its ``bin`` folder leads ``PATH``).  Built images are cached
by the environment definition's content hash.

This is for running a task's own steps (oracle, nop, the verifier) where Docker is not: the
host's system folders stay visible to the commands, so it does not keep a hostile agent from
what a container would hide.  Every command runs with no network unless the task allows it, in
new PID, IPC and UTS namespaces; the ``user`` a command asks for is not switched to.
"""

from __future__ import annotations

import asyncio
import fcntl
import functools
import os
import shlex
import shutil
import signal
import sys
import tempfile
from pathlib import Path, PurePosixPath

from harbor.environments.base import BaseEnvironment, ExecResult
from harbor.environments.capabilities import EnvironmentCapabilities

SYSTEM_PATHS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/etc")
"""The host's folders every command sees, read-only: the image's base system."""
INSTALLERS = ("apt-get", "apt", "pip", "pip3")
"""The first words of a ``RUN`` that installs packages: the host provides them instead."""
BASE = ("opt", "tmp", "root", "home", "var", "srv", "mnt", "run")
"""The folders of a base image beside its system ones, made in every stage."""


class LocalEnvironmentError(RuntimeError):
    """The environment cannot be built or used here (the message says what and where)."""


class LocalEnvironment(BaseEnvironment):
    """Harbor's ``BaseEnvironment`` (0.26) over a local folder and bubblewrap."""

    def __init__(self, *args, python: str | None = None, cache_dir: str | None = None, **kwargs):
        self._python = Path(python or sys.executable)
        self._cache = (
            Path(cache_dir or Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")))
            / "syncvals-local-env"
        )
        self._root: Path | None = None
        self._workdir = "/"
        self._env: dict[str, str] = {}
        super().__init__(*args, **kwargs)

    @staticmethod
    def type() -> str:
        """Harbor's name for this environment type."""
        return "syncvals-local"

    @property
    def capabilities(self) -> EnvironmentCapabilities:
        """No network is a bubblewrap flag away; nothing else a container offers is claimed."""
        return EnvironmentCapabilities(disable_internet=True)

    def _validate_definition(self) -> None:
        if not (self.environment_dir / "Dockerfile").is_file():
            raise FileNotFoundError(
                f"{self.environment_dir / 'Dockerfile'}: the local environment builds a task's "
                "Dockerfile and this task has none"
            )
        if shutil.which("bwrap") is None:
            raise LocalEnvironmentError("the local environment needs bubblewrap (bwrap)")

    # The image -------------------------------------------------------------------------------

    @functools.cached_property
    def _image_paths(self) -> list[str]:
        """Host folders every command sees read-only: the system and the interpreter's."""
        return [p for p in SYSTEM_PATHS if Path(p).exists()] + sorted(_prefixes(self._python))

    def _in_image_paths(self, path: PurePosixPath) -> bool:
        return any(
            path == PurePosixPath(p) or PurePosixPath(p) in path.parents for p in self._image_paths
        )

    async def start(self, force_build: bool) -> None:
        """Build the image (or take it from the cache) and give this environment a copy."""
        image = self._cache / self.environment_id
        self._cache.mkdir(parents=True, exist_ok=True)
        # One build of an image at a time (a job's trials start together); the others wait and
        # take it from the cache.
        with open(self._cache / f".{self.environment_id}.lock", "w") as lock:
            await asyncio.to_thread(fcntl.flock, lock, fcntl.LOCK_EX)
            if force_build or not (image / ".built").is_file():
                await self._build(image)
        self._root = Path(tempfile.mkdtemp(prefix=f"{self.session_id}.", dir=self._cache))
        shutil.copytree(image / "root", self._root, symlinks=True, dirs_exist_ok=True)
        self._workdir = (image / ".workdir").read_text()
        self._env = _read_env(image / ".env")
        # Harbor's output folders (/logs/agent, /logs/verifier, /logs/artifacts), as the
        # providers that do not mount them make them.
        await self.ensure_dirs(self._mount_targets(writable_only=True))
        await self._upload_environment_dir_after_start()

    async def _build(self, image: Path) -> None:
        """Carry out the Dockerfile's steps, each stage in a folder of its own."""
        self._cache.mkdir(parents=True, exist_ok=True)
        scratch = Path(tempfile.mkdtemp(prefix="build.", dir=self._cache))
        stages: dict[str, Path] = {}
        root, workdir, env = _stage(scratch / "0"), "/", dict[str, str]()
        for where, (op, arg) in _instructions(self.environment_dir / "Dockerfile"):
            if op == "FROM":
                words = arg.split()
                root = _stage(scratch / str(len(stages) + 1))
                workdir, env = "/", {}
                name = (
                    words[2] if len(words) == 3 and words[1].upper() == "AS" else str(len(stages))
                )
                stages[name] = root
            elif op == "WORKDIR":
                workdir = str(PurePosixPath(workdir) / arg)
                self._inside(root, workdir, where).mkdir(parents=True, exist_ok=True)
            elif op == "ENV":
                env.update(_env_pairs(arg))
            elif op == "COPY":
                words = shlex.split(arg)
                origin = self.environment_dir
                for flag in [w for w in words if w.startswith("--")]:
                    words.remove(flag)
                    if flag.startswith("--from="):
                        stage = flag.split("=", 1)[1]
                        if stage not in stages:
                            raise LocalEnvironmentError(
                                f"{where}: COPY --from={stage}: no earlier stage of that name "
                                "(the local environment copies from the Dockerfile's own stages)"
                            )
                        origin = stages[stage]
                *sources, dest = words
                target = self._inside(root, str(PurePosixPath(workdir) / dest), where)
                for source in sources:
                    _copy(
                        self._inside(origin, source, where)
                        if origin is not self.environment_dir
                        else _within(origin, source, where),
                        target,
                        dest.endswith("/"),
                    )
            elif op == "RUN":
                if shlex.split(arg)[0] in INSTALLERS:
                    self.logger.info(f"{where}: not run (the host provides packages): {arg}")
                    continue
                result = await self._run(root, arg, workdir, env, None)
                if result.return_code != 0:
                    raise LocalEnvironmentError(
                        f"{where}: RUN failed with exit {result.return_code}: "
                        f"{(result.stderr or result.stdout or '')[-2000:]}"
                    )
        shutil.rmtree(image, ignore_errors=True)
        image.mkdir(parents=True)
        root.rename(image / "root")
        (image / ".workdir").write_text(workdir)
        (image / ".env").write_text("".join(f"{k}={v}\n" for k, v in env.items()))
        (image / ".built").write_text("")
        shutil.rmtree(scratch, ignore_errors=True)

    def _inside(self, root: Path, path: str, where: str) -> Path:
        """``path`` (absolute in the image) in the folder ``root`` stands for; never under the
        read-only image paths, whose place the host's own folders take."""
        absolute = PurePosixPath("/") / path
        if self._in_image_paths(absolute):
            raise LocalEnvironmentError(
                f"{where}: {absolute} is in the host's system folders, which the local "
                "environment does not write to"
            )
        return root / str(absolute).lstrip("/")

    # Commands --------------------------------------------------------------------------------

    async def _run(
        self,
        root: Path,
        command: str,
        cwd: str,
        env: dict[str, str],
        timeout_sec: float | None,
    ) -> ExecResult:
        # The environment's folder is the root; the host's system and interpreter go on top of
        # it, read-only (a host path that is a symbolic link, /bin -> usr/bin, stays one).
        args = ["bwrap", "--die-with-parent", "--unshare-pid", "--unshare-ipc", "--unshare-uts"]
        if self._network_disabled:
            args.append("--unshare-net")
        args += ["--bind", str(root), "/"]
        for path in self._image_paths:
            if Path(path).is_symlink():
                if not (root / path.lstrip("/")).is_symlink():  # made by an earlier command
                    args += ["--symlink", os.readlink(path), path]
            else:
                args += ["--ro-bind", path, path]
        args += ["--proc", "/proc", "--dev", "/dev", "--chdir", cwd]
        path = f"{self._python.parent}:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"
        variables = {"PATH": path, "HOME": "/root", "LANG": "C.UTF-8", **env}
        args += ["env", "-i", *(f"{k}={v}" for k, v in variables.items()), "bash", "-c", command]
        proc = await asyncio.create_subprocess_exec(
            *args,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            start_new_session=True,
        )
        try:
            out, err = await asyncio.wait_for(proc.communicate(), timeout_sec)
        except (TimeoutError, asyncio.CancelledError):
            os.killpg(proc.pid, signal.SIGKILL)
            await proc.wait()
            raise
        return ExecResult(
            stdout=out.decode(errors="replace"),
            stderr=err.decode(errors="replace"),
            return_code=proc.returncode,
        )

    async def exec(
        self,
        command: str,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        timeout_sec: int | None = None,
        user: str | int | None = None,
    ) -> ExecResult:
        """Run ``command`` with bash in the environment (``user`` is not switched to)."""
        root = self._started()
        merged = {**self._env, **(self._merge_env(env) or {})}
        return await self._run(root, command, cwd or self._workdir, merged, timeout_sec)

    # Files -----------------------------------------------------------------------------------

    def _started(self) -> Path:
        if self._root is None:
            raise LocalEnvironmentError(f"environment {self.session_id} is not started")
        return self._root

    def _host(self, path: str, writing: bool = False) -> Path:
        """Where the environment's ``path`` is on the host: the host's own system folders are
        read, never written; a path leading out of the environment's folder through a symbolic
        link is refused (its commands made it)."""
        root = self._started()
        absolute = PurePosixPath("/") / path
        if self._in_image_paths(absolute):
            if writing:
                raise LocalEnvironmentError(f"{path}: the host's system folders are read-only")
            return Path(absolute)
        host = root / str(absolute).lstrip("/")
        if not host.resolve().is_relative_to(root.resolve()):
            raise LocalEnvironmentError(f"{path}: leads out of the environment")
        return host

    async def upload_file(self, source_path: Path | str, target_path: str) -> None:
        """Copy a host file into the environment."""
        target = self._host(target_path, writing=True)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source_path, target)

    async def upload_dir(self, source_dir: Path | str, target_dir: str) -> None:
        """Copy a host folder into the environment (merged with what is there)."""
        shutil.copytree(
            source_dir, self._host(target_dir, writing=True), symlinks=True, dirs_exist_ok=True
        )

    async def download_file(self, source_path: str, target_path: Path | str) -> None:
        """Copy a file of the environment to the host (a symbolic link is not followed)."""
        source = self._host(source_path)
        if source.is_symlink() or not source.is_file():
            raise FileNotFoundError(f"{source_path}: no such file in the environment")
        Path(target_path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target_path)

    async def download_dir(self, source_dir: str, target_dir: Path | str) -> None:
        """Copy a folder of the environment to the host (links copied as links)."""
        source = self._host(source_dir)
        if not source.is_dir():
            raise FileNotFoundError(f"{source_dir}: no such folder in the environment")
        shutil.copytree(source, target_dir, symlinks=True, dirs_exist_ok=True)

    async def stop(self, delete: bool) -> None:
        """Remove the environment's folder (kept when ``delete`` is false)."""
        if self._root is not None and delete:
            shutil.rmtree(self._root, ignore_errors=True)
            self._root = None


def _prefixes(python: Path) -> set[str]:
    """The installation prefixes of the interpreter ``python`` (a virtual environment's and its
    base's), as that interpreter reports them."""
    import subprocess

    try:
        out = subprocess.run(
            [str(python), "-c", "import sys; print(sys.prefix); print(sys.base_prefix)"],
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        ).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        raise LocalEnvironmentError(f"python {python}: cannot run it ({exc})") from exc
    return {line for line in out.splitlines() if line}


def _instructions(dockerfile: Path):
    """``(where, (INSTRUCTION, argument))`` for each instruction, continuation lines joined."""
    logical, start = "", 0
    for number, line in enumerate(dockerfile.read_text().splitlines(), 1):
        stripped = line.strip()
        if not logical and (not stripped or stripped.startswith("#")):
            continue
        if not logical:
            start = number
        if stripped.startswith("#"):
            continue
        if stripped.endswith("\\"):
            logical += stripped[:-1] + " "
            continue
        logical += stripped
        op, _, arg = logical.partition(" ")
        yield f"{dockerfile}:{start}", (op.upper(), arg.strip())
        logical = ""


def _env_pairs(arg: str) -> dict[str, str]:
    words = shlex.split(arg)
    if words and "=" not in words[0]:
        return {words[0]: " ".join(words[1:])}
    return dict(w.split("=", 1) for w in words)


def _read_env(path: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def _within(context: Path, source: str, where: str) -> Path:
    """A ``COPY`` source in the build context, which it may not leave."""
    path = (context / source).resolve()
    if not path.is_relative_to(context.resolve()):
        raise LocalEnvironmentError(f"{where}: COPY {source} leaves the build context")
    return path


def _copy(source: Path, target: Path, into: bool) -> None:
    """Docker's ``COPY``: a folder's contents into ``target``; a file to ``target`` (or into it
    when it names a folder)."""
    if source.is_dir():
        shutil.copytree(source, target, symlinks=True, dirs_exist_ok=True)
        return
    if into or target.is_dir():
        target.mkdir(parents=True, exist_ok=True)
        target = target / source.name
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def _stage(root: Path) -> Path:
    """A stage's folder, with a base image's folders."""
    for name in BASE:
        (root / name).mkdir(parents=True, exist_ok=True)
    (root / "tmp").chmod(0o1777)
    return root
