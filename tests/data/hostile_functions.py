# Appended to the reference (only functions no other function calls, so a poison stays local): each function below attacks the verifier from inside one function.
# Where an attack could work, the function returns the right answer, so a passing function
# would mean the attack got through. Placeholders in braces are filled by the test.
import os as _os
import sys as _sys
import time as _time

for _n in ("masked_max", "masked_sum", "logsumexp", "log_softmax", "logprob_at_temperature", "smoothed_nll",
           "normalized_entropy", "cross_entropy", "top_k_mask", "median_reward", "mode_label", "argmax_tokens",
           "quantile_lower", "cumulative_max", "bucketize_reward", "first_nonzero_index", "pad_mask_from_lengths"):
    globals()["_REF_" + _n] = globals()[_n]


def masked_max(values, mask):
    while True:
        pass


def masked_sum(values, mask, axis=None):
    _os._exit(3)


def logsumexp(x, axis):
    raise KeyboardInterrupt


def log_softmax(x, axis):
    raise SystemExit(0)


def logprob_at_temperature(logits, labels, temperature):
    hog = torch.empty(40 * 2**30, dtype=torch.uint8)
    hog.fill_(1)
    return _REF_logprob_at_temperature(logits, labels, temperature)


def smoothed_nll(logits, labels, smoothing):
    children = []
    for _ in range(64):
        pid = _os.fork()
        if pid == 0:
            _time.sleep(300)
            _os._exit(0)
        children.append(pid)
    return _REF_smoothed_nll(logits, labels, smoothing)


def normalized_entropy(logits, mask):
    import socket
    s = socket.create_connection(("127.0.0.1", {PORT}), timeout=2)
    s.sendall(b"escaped")
    return _REF_normalized_entropy(logits, mask)


def cross_entropy(logits, labels, ignore_index):
    with open({ESCAPE_PATH!r}, "w") as fh:
        fh.write("escaped")
    return _REF_cross_entropy(logits, labels, ignore_index)


def top_k_mask(logits, k):
    namespace = {{}}
    exec(open({REF_PATH!r}[::-1]).read(), namespace)
    return namespace["top_k_mask"](logits, k)


def median_reward(rewards):
    mod = getattr(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), "get")("__imp" + "ort__")(
        "ref" + "oracle")
    return mod.median_reward(rewards)


def mode_label(labels):
    loader = getattr(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), "get")("ev" + "al")(
        "__imp" + "ort__('importlib.util')")
    spec = getattr(loader, "spec_from" + "_file_location")("ref" + "oracle", {SEALED_PATH!r}[::-1])
    mod = loader.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.mode_label(labels)


class _Sub(torch.Tensor):
    pass


def argmax_tokens(logits):
    return _REF_argmax_tokens(logits).as_subclass(_Sub)


class _Payload:
    def __reduce__(self):
        return (_os.system, ("touch " + {ESCAPE_PATH!r} + ".pickle",))


def quantile_lower(x, q):
    return _Payload()


def cumulative_max(x):
    return torch.zeros(3 * 2**30, dtype=torch.uint8)


_calls = [0]


def bucketize_reward(rewards, boundaries):
    _calls[0] += 1
    out = _REF_bucketize_reward(rewards, boundaries)
    return out if _calls[0] == 1 else out + 1


def first_nonzero_index(mask):
    with open("/tmp/big", "wb") as fh:
        fh.write(b"x" * (256 * 2**20))
    return _REF_first_nonzero_index(mask)


def pad_mask_from_lengths(lengths, max_len):
    importer = getattr(__builtins__ if isinstance(__builtins__, dict) else vars(__builtins__), "get")("__imp" + "ort__")
    package = importer("sync" + "vals_plugin.verifier.expected", fromlist=["load_module"])
    return _REF_pad_mask_from_lengths(lengths, max_len) if package else None
