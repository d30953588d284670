"""Run by Harbor's own Python (not SyncVals'): Harbor's figures of the trials under a folder.

Usage: python harbor_mean.py FOLDER  -> one JSON object on stdout: ``{"mean": {AGENT: value},
"pass_at_k": {EVAL: {K: value}}, "valid": N}``.  Every trial's ``result.json`` is loaded as
Harbor's ``TrialResult``; the mean is Harbor's default metric (``harbor.metrics.mean.Mean``) over
the rewards Harbor counts (``reward_valid``, as ``JobPlan.aggregate_stats`` does), per agent;
pass@k is ``compute_pass_at_k_by_evals``.  Nothing here imports SyncVals.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from harbor.metrics.mean import Mean
from harbor.models.trial.result import TrialResult
from harbor.utils.pass_at_k import compute_pass_at_k_by_evals


def main() -> None:
    results = []
    for result_file in sorted(Path(sys.argv[1]).rglob("result.json")):
        data = json.loads(result_file.read_text())
        if "trial_name" in data:
            results.append(TrialResult.model_validate(data))
    rewards: defaultdict[str, list] = defaultdict(list)
    for result in results:
        if result.reward_valid and result.verifier_result is not None:
            rewards[result.agent_info.name].append(result.verifier_result.rewards)
    out = {
        "mean": {agent: Mean().compute(r)["mean"] for agent, r in rewards.items()},
        "pass_at_k": {
            key: {str(k): v for k, v in by_k.items()}
            for key, by_k in compute_pass_at_k_by_evals(results).items()
        },
        "valid": sum(len(r) for r in rewards.values()),
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
