"""The sandbox floor's kernel primitives load where no package of SyncVals is importable (inside
the sandbox the verifier's zygote loads them from a copy), and its face costs nothing to import."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from syncvals_plugin.sandbox import kernel, landlock_abi


def test_the_kernel_file_loads_in_an_isolated_interpreter_beside_nothing_else(tmp_path: Path):
    # As in the sandbox: -I -S (no site-packages, no SyncVals), the file copied to a bare folder.
    copy = tmp_path / "kernel.py"
    shutil.copyfile(kernel.__file__, copy)
    program = (
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('k', {str(copy)!r})\n"
        "k = importlib.util.module_from_spec(spec); spec.loader.exec_module(k)\n"
        "assert not any(m.startswith('syncvals') for m in sys.modules), sorted(sys.modules)\n"
        "print(k.landlock_abi(), len(k.IPC_CALLS))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-I", "-S", "-c", program], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    abi, calls = proc.stdout.split()
    assert int(abi) == landlock_abi() and int(calls) == len(kernel.IPC_CALLS)


def test_importing_the_face_imports_none_of_its_modules():
    program = (
        "import sys, syncvals_plugin.sandbox as s\n"
        "inside = [m for m in sys.modules if m.startswith('syncvals_plugin.sandbox.')]\n"
        "assert not inside, inside\n"
        "s.choose_mode\n"
        "assert 'syncvals_plugin.sandbox.modes' in sys.modules\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
