# A result flood (issue 35, attack 5), appended to the task's stub: ten functions each answer
# their first case with a 30 MB tensor, so every worker frame is well formed and under the
# 32 MiB frame cap, and together they carry about 300 MB: more than the 256 MiB the verifier
# reads of one submission.  When that budget was counted per sandbox and never reset, the flood
# made its own 0 "no grade" (exit 3, "sandbox failed before any submission code ran") and took
# the grade of the next submission of a batch with it.
import torch as _flood_torch

_FLOOD_BYTES = 30_000_000
_FLOODED = 10
_FIRST = [True]  # each function runs in a worker of its own: one big answer per function


def _flooding(*_args, **_kwargs):
    if _FIRST[0]:
        _FIRST[0] = False
        return _flood_torch.zeros(_FLOOD_BYTES // 4, dtype=_flood_torch.float32)
    return _flood_torch.zeros(1)


for _name in [
    _n
    for _n, _v in list(globals().items())
    if not _n.startswith("_") and callable(_v) and getattr(_v, "__module__", None) == __name__
][:_FLOODED]:
    globals()[_name] = _flooding
