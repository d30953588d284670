"""A library of plausible wrong conventions, one or more per function and one per HIDDEN rule.

Each mutant replaces one function of the reference with a version an honest agent could have
written.  The held-out cases must fail every one (``tests/objectives/test_mutants.py`` enforces it);
the plugin gives them to calibration and the prober (``syncvals_task_mutants``).
"""

from __future__ import annotations

from syncvals_plugin.records.case import Mutant


def _m(function: str, name: str, description: str, source: str, hidden: bool = False) -> Mutant:
    return Mutant(name, function, description, source.strip() + "\n", hidden)


MUTANTS: tuple[Mutant, ...] = (
    _m(
        "masked_mean",
        "nan-on-empty",
        "plain division: NaN where the mask is empty",
        """
def masked_mean(values, mask, axis=None):
    m = mask.to(values.dtype)
    if axis is None:
        return (values * m).sum() / m.sum()
    return (values * m).sum(dim=axis) / m.sum(dim=axis)""",
    ),
    _m(
        "masked_mean",
        "ignores-axis",
        "always reduces over every element",
        """
def masked_mean(values, mask, axis=None):
    m = mask.to(values.dtype)
    den = m.sum()
    return torch.where(den == 0, torch.zeros_like(den), (values * m).sum() / den.clamp_min(1e-30))""",
    ),
    _m(
        "masked_sum",
        "ignores-mask",
        "sums every element",
        """
def masked_sum(values, mask, axis=None):
    return values.sum() if axis is None else values.sum(dim=axis)""",
    ),
    _m(
        "masked_max",
        "neg-inf-on-empty",
        "-inf (not 0) when nothing is selected",
        """
def masked_max(values, mask):
    return values.masked_fill(mask == 0, float("-inf")).max()""",
    ),
    _m(
        "logsumexp",
        "last-axis",
        "always reduces the last axis",
        """
def logsumexp(x, axis):
    return torch.logsumexp(x, dim=-1)""",
    ),
    _m(
        "log_softmax",
        "naive",
        "log(softmax) without the max shift (overflows on large logits)",
        """
def log_softmax(x, axis):
    return torch.log(torch.exp(x) / torch.exp(x).sum(dim=axis, keepdim=True))""",
    ),
    _m(
        "token_logprobs",
        "probabilities",
        "gathers probabilities instead of log-probabilities",
        """
def token_logprobs(logits, labels):
    return torch.softmax(logits, dim=-1).gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)""",
    ),
    _m(
        "selective_logprobs",
        "mean",
        "masked mean instead of masked sum",
        """
def selective_logprobs(logits, labels, mask):
    return masked_mean(token_logprobs(logits, labels), mask, axis=-1)""",
    ),
    _m(
        "sequence_logprob",
        "divide-by-length",
        "length normalisation by T, not by the mask sum",
        """
def sequence_logprob(logits, labels, mask, length_normalize):
    total = selective_logprobs(logits, labels, mask)
    return total / labels.shape[-1] if length_normalize else total""",
    ),
    _m(
        "sequence_logprob",
        "nan-on-empty-row",
        "NaN for an all-zero mask row",
        """
def sequence_logprob(logits, labels, mask, length_normalize):
    total = selective_logprobs(logits, labels, mask)
    return total / mask.to(total.dtype).sum(-1) if length_normalize else total""",
    ),
    _m(
        "logprob_at_temperature",
        "multiply",
        "multiplies the logits by the temperature",
        """
def logprob_at_temperature(logits, labels, temperature):
    return token_logprobs(logits * temperature, labels)""",
    ),
    _m(
        "entropy",
        "naive-plogp",
        "-(p * log_softmax).sum(): NaN on -inf logits",
        """
def entropy(logits, mask):
    logp = torch.log_softmax(logits, dim=-1)
    return masked_mean(-(logp.exp() * logp).sum(-1), mask)""",
        hidden=True,
    ),
    _m(
        "entropy",
        "unmasked-mean",
        "plain mean over positions",
        """
def entropy(logits, mask):
    return _token_entropy(logits).mean()""",
    ),
    _m(
        "normalized_entropy",
        "naive-plogp",
        "naive entropy: NaN on -inf logits",
        """
def normalized_entropy(logits, mask):
    logp = torch.log_softmax(logits, dim=-1)
    return masked_mean(-(logp.exp() * logp).sum(-1), mask) / math.log(logits.shape[-1])""",
        hidden=True,
    ),
    _m(
        "normalized_entropy",
        "log2",
        "divides by log2(V)",
        """
def normalized_entropy(logits, mask):
    return entropy(logits, mask) / math.log2(logits.shape[-1])""",
    ),
    _m(
        "cross_entropy",
        "torch-mean",
        "F.cross_entropy: NaN when every label is ignored, class dim 1 for 3-D",
        """
def cross_entropy(logits, labels, ignore_index):
    return F.cross_entropy(logits, labels, ignore_index=ignore_index)""",
        hidden=True,
    ),
    _m(
        "cross_entropy",
        "nan-all-ignored",
        "class dim last, but NaN when every label is ignored",
        """
def cross_entropy(logits, labels, ignore_index):
    flat = logits.reshape(-1, logits.shape[-1])
    return F.cross_entropy(flat, labels.reshape(-1), ignore_index=ignore_index)""",
        hidden=True,
    ),
    _m(
        "cross_entropy",
        "sum",
        "sum instead of mean over kept positions",
        """
def cross_entropy(logits, labels, ignore_index):
    kept = labels != ignore_index
    logp = torch.log_softmax(logits[kept], dim=-1)
    return -logp.gather(-1, labels[kept].long().unsqueeze(-1)).sum()""",
    ),
    _m(
        "smoothed_nll",
        "sum-uniform",
        "the smoothing term sums (not averages) over the vocabulary",
        """
def smoothed_nll(logits, labels, smoothing):
    logp = torch.log_softmax(logits, dim=-1)
    nll = -logp.gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)
    return ((1 - smoothing) * nll + smoothing * -logp.sum(-1)).mean()""",
    ),
    _m(
        "smoothed_nll",
        "torch-ignore",
        "F.cross_entropy with label smoothing: class dim 1, ignores -100",
        """
def smoothed_nll(logits, labels, smoothing):
    return F.cross_entropy(logits, labels, label_smoothing=smoothing)""",
    ),
    _m(
        "dpo_loss",
        "no-smoothing",
        "ignores label_smoothing",
        """
def dpo_loss(pc, pr, rc, rr, beta, label_smoothing):
    return -F.logsigmoid(beta * ((pc - rc) - (pr - rr))).mean()""",
    ),
    _m(
        "ipo_loss",
        "one-over-beta",
        "target 1/beta instead of 1/(2 beta)",
        """
def ipo_loss(pc, pr, rc, rr, beta):
    return (((pc - rc) - (pr - rr) - 1 / beta) ** 2).mean()""",
    ),
    _m(
        "bradley_terry_logit",
        "sigmoid",
        "returns the probability, not the logit",
        """
def bradley_terry_logit(chosen_reward, rejected_reward, beta):
    return torch.sigmoid(beta * (chosen_reward - rejected_reward))""",
    ),
    _m(
        "dpo_sequence_loss",
        "length-normalised",
        "mean (not sum) token log-probs per sequence",
        """
def dpo_sequence_loss(pc_logits, pr_logits, rc_logits, rr_logits,
                      chosen_labels, rejected_labels, chosen_mask, rejected_mask,
                      beta, label_smoothing):
    pc = sequence_logprob(pc_logits, chosen_labels, chosen_mask, True)
    pr = sequence_logprob(pr_logits, rejected_labels, rejected_mask, True)
    rc = sequence_logprob(rc_logits, chosen_labels, chosen_mask, True)
    rr = sequence_logprob(rr_logits, rejected_labels, rejected_mask, True)
    return dpo_loss(pc, pr, rc, rr, beta, label_smoothing)""",
    ),
    _m(
        "grpo_advantages",
        "unbiased-std",
        "TRL/verl's unbiased group std",
        """
def grpo_advantages(rewards, group_size, scale_by_std):
    groups = rewards.reshape(-1, group_size)
    adv = groups - groups.mean(dim=1, keepdim=True)
    if scale_by_std:
        adv = adv / (groups.std(dim=1, keepdim=True) + 1e-6)
    return adv.reshape(rewards.shape)""",
    ),
    _m(
        "grpo_advantages",
        "no-eps",
        "divides by the bare std: NaN for identical rewards",
        """
def grpo_advantages(rewards, group_size, scale_by_std):
    groups = rewards.reshape(-1, group_size)
    adv = groups - groups.mean(dim=1, keepdim=True)
    if scale_by_std:
        adv = adv / groups.std(dim=1, unbiased=False, keepdim=True)
    return adv.reshape(rewards.shape)""",
    ),
    _m(
        "rloo_advantages",
        "divide-by-group",
        "leave-one-out mean over group_size instead of group_size - 1",
        """
def rloo_advantages(rewards, group_size):
    groups = rewards.reshape(-1, group_size)
    return (groups - (groups.sum(1, keepdim=True) - groups) / group_size).reshape(rewards.shape)""",
    ),
    _m(
        "group_mean_baseline",
        "returns-mean",
        "returns the group mean, not the centred rewards",
        """
def group_mean_baseline(rewards, group_size):
    groups = rewards.reshape(-1, group_size)
    return groups.mean(dim=1, keepdim=True).expand_as(groups).reshape(rewards.shape)""",
    ),
    _m(
        "advantage_mean_std",
        "unbiased",
        "unbiased masked variance",
        """
def advantage_mean_std(advantages, mask):
    m = mask.to(advantages.dtype)
    mu = masked_mean(advantages, m)
    var = ((advantages - mu) ** 2 * m).sum() / (m.sum() - 1)
    return torch.stack([mu, torch.sqrt(var)])""",
    ),
    _m(
        "gae",
        "time-last",
        "time along the last dim (batch-major)",
        """
def gae(rewards, values, next_value, gamma, lam):
    steps = rewards.shape[-1]
    adv = torch.zeros_like(rewards)
    running = torch.zeros_like(rewards[..., 0])
    for t in reversed(range(steps)):
        v_next = values[..., t + 1] if t + 1 < steps else next_value
        running = rewards[..., t] + gamma * v_next - values[..., t] + gamma * lam * running
        adv[..., t] = running
    return adv""",
    ),
    _m(
        "gae",
        "no-bootstrap",
        "ignores next_value (V_T = 0)",
        """
def gae(rewards, values, next_value, gamma, lam):
    return _REF_gae(rewards, values, torch.zeros_like(next_value), gamma, lam)""",
    ),
    _m(
        "lambda_returns",
        "advantages-only",
        "returns the advantages without adding the values",
        """
def lambda_returns(rewards, values, next_value, gamma, lam):
    return gae(rewards, values, next_value, gamma, lam)""",
    ),
    _m(
        "discounted_returns",
        "time-last",
        "time along the last dim",
        """
def discounted_returns(rewards, gamma):
    out = torch.zeros_like(rewards)
    running = torch.zeros_like(rewards[..., 0])
    for t in reversed(range(rewards.shape[-1])):
        running = rewards[..., t] + gamma * running
        out[..., t] = running
    return out""",
    ),
    _m(
        "kl_penalty",
        "clamped-k3",
        "k3 clamped to [-10, 10] as verl does",
        """
def kl_penalty(logp, ref_logp, estimator):
    d = logp - ref_logp
    if estimator == "k1":
        return d
    if estimator == "k2":
        return 0.5 * d ** 2
    if estimator == "k3":
        return torch.clamp(torch.exp(-d) - 1 + d, -10, 10)
    raise ValueError(estimator)""",
    ),
    _m(
        "kl_penalty",
        "no-raise",
        "falls back to k1 for an unknown estimator",
        """
def kl_penalty(logp, ref_logp, estimator):
    d = logp - ref_logp
    if estimator == "k2":
        return 0.5 * d ** 2
    if estimator == "k3":
        return torch.exp(-d) - 1 + d
    return d""",
    ),
    _m(
        "kl_penalty",
        "k2-no-half",
        "k2 without the 1/2",
        """
def kl_penalty(logp, ref_logp, estimator):
    d = logp - ref_logp
    if estimator == "k2":
        return d ** 2
    return _REF_kl_penalty(logp, ref_logp, estimator)""",
    ),
    _m(
        "reverse_kl",
        "k1",
        "the plain log-ratio",
        """
def reverse_kl(logp, ref_logp):
    return logp - ref_logp""",
    ),
    _m(
        "symmetric_kl",
        "sum",
        "k3(d) + k3(-d) without the 1/2",
        """
def symmetric_kl(logp, ref_logp):
    return 2 * (torch.cosh(logp - ref_logp) - 1)""",
    ),
    _m(
        "importance_ratio",
        "unclipped",
        "the ratio without clamping",
        """
def importance_ratio(logp, old_logp, clip):
    return torch.exp(logp - old_logp)""",
    ),
    _m(
        "clip_fraction",
        "log-ratio",
        "compares |logp - old_logp| with clip",
        """
def clip_fraction(logp, old_logp, clip):
    return ((logp - old_logp).abs() > clip).to(logp.dtype).mean()""",
    ),
    _m(
        "clipped_pg_loss",
        "symmetric-clip",
        "clip_low on both sides (no clip-higher)",
        """
def clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_high):
    return _REF_clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_low)""",
    ),
    _m(
        "clipped_pg_loss",
        "unmasked",
        "plain mean ignoring the mask",
        """
def clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_high):
    return _REF_clipped_pg_loss(logp, old_logp, advantages, torch.ones_like(logp), clip_low, clip_high)""",
    ),
    _m(
        "value_loss",
        "no-half",
        "without the 0.5 factor",
        """
def value_loss(values, old_values, returns, clip):
    return 2 * _REF_value_loss(values, old_values, returns, clip)""",
    ),
    _m(
        "value_loss",
        "min",
        "min instead of max of the two squared errors",
        """
def value_loss(values, old_values, returns, clip):
    vc = old_values + (values - old_values).clamp(-clip, clip)
    return (0.5 * torch.minimum((values - returns) ** 2, (vc - returns) ** 2)).mean()""",
    ),
    _m(
        "huber_value_loss",
        "smooth-l1",
        "smooth L1 (Huber divided by delta)",
        """
def huber_value_loss(values, returns, delta):
    return F.smooth_l1_loss(values, returns, beta=delta)""",
    ),
    _m(
        "whiten",
        "unbiased",
        "unbiased masked variance",
        """
def whiten(values, mask, shift_mean):
    m = mask.to(values.dtype)
    mu = masked_mean(values, m)
    var = ((values - mu) ** 2 * m).sum() / (m.sum() - 1)
    w = (values - mu) * torch.rsqrt(var + 1e-8)
    return w if shift_mean else w + mu""",
    ),
    _m(
        "whiten",
        "inverted-shift",
        "adds the mean back when shift_mean is True",
        """
def whiten(values, mask, shift_mean):
    return _REF_whiten(values, mask, not shift_mean)""",
    ),
    _m(
        "masked_whiten",
        "no-mask",
        "does not zero the masked positions",
        """
def masked_whiten(values, mask, shift_mean):
    return _REF_whiten(values, mask, shift_mean)""",
    ),
    _m(
        "normalize",
        "biased",
        "biased std",
        """
def normalize(x, eps):
    return (x - x.mean()) / (x.std(unbiased=False) + eps)""",
    ),
    _m(
        "grpo_objective",
        "kl-plain-mean",
        "the KL term as a plain mean over all tokens",
        """
def grpo_objective(logits, old_logits, ref_logits, labels, completion_mask,
                   rewards, group_size, beta, clip_low, clip_high, scale_by_std,
                   kl_estimator):
    lp = token_logprobs(logits, labels)
    olp = token_logprobs(old_logits, labels)
    rlp = token_logprobs(ref_logits, labels)
    adv = grpo_advantages(rewards, group_size, scale_by_std)[:, None]
    pg = clipped_pg_loss(lp, olp, adv, completion_mask, clip_low, clip_high)
    return pg + beta * kl_penalty(lp, rlp, kl_estimator).mean()""",
    ),
    _m(
        "ppo_objective",
        "returns-from-whitened",
        "value targets from the whitened advantages",
        """
def ppo_objective(rewards, values, old_values, logp, old_logp, next_value,
                  gamma, lam, clip_low, clip_high, vf_clip, vf_coef):
    adv = whiten(gae(rewards, values, next_value, gamma, lam), torch.ones_like(values), True)
    pg = clipped_pg_loss(logp, old_logp, adv, torch.ones_like(logp), clip_low, clip_high)
    return pg + vf_coef * value_loss(values, old_values, adv + values, vf_clip)""",
    ),
    _m(
        "ppo_objective",
        "no-whitening",
        "raw advantages in the policy loss",
        """
def ppo_objective(rewards, values, old_values, logp, old_logp, next_value,
                  gamma, lam, clip_low, clip_high, vf_clip, vf_coef):
    adv = gae(rewards, values, next_value, gamma, lam)
    pg = clipped_pg_loss(logp, old_logp, adv, torch.ones_like(logp), clip_low, clip_high)
    return pg + vf_coef * value_loss(values, old_values, adv + values, vf_clip)""",
    ),
    _m(
        "rloo_objective",
        "group-mean-baseline",
        "the group mean instead of leave-one-out",
        """
def rloo_objective(logits, old_logits, labels, mask, rewards, group_size, clip_low, clip_high):
    lp = token_logprobs(logits, labels)
    olp = token_logprobs(old_logits, labels)
    adv = group_mean_baseline(rewards, group_size)[:, None]
    return clipped_pg_loss(lp, olp, adv, mask, clip_low, clip_high)""",
    ),
    _m(
        "reverse_kl_objective",
        "k1-kl",
        "the k1 estimator in the KL term",
        """
def reverse_kl_objective(logits, ref_logits, labels, mask, advantages, beta):
    lp = token_logprobs(logits, labels)
    rlp = token_logprobs(ref_logits, labels)
    return masked_mean(-advantages[:, None] * lp + beta * (lp - rlp), mask)""",
    ),
    _m(
        "top_p_mask",
        "drop-crossing",
        "drops the token that crosses p",
        """
def top_p_mask(probs, p):
    sorted_probs, order = torch.sort(probs, dim=-1, descending=True)
    keep = sorted_probs.cumsum(-1) <= p
    keep[..., 0] = True
    out = torch.zeros_like(probs).scatter(-1, order, sorted_probs * keep)
    return out / out.sum(dim=-1, keepdim=True)""",
    ),
    _m(
        "top_p_mask",
        "no-renormalise",
        "zeroes the tail but does not renormalise",
        """
def top_p_mask(probs, p):
    sorted_probs, order = torch.sort(probs, dim=-1, descending=True)
    cum = sorted_probs.cumsum(-1)
    before = torch.cat([torch.zeros_like(cum[..., :1]), cum[..., :-1]], -1)
    return torch.zeros_like(probs).scatter(-1, order, sorted_probs * (before <= p))""",
    ),
    _m(
        "top_k_mask",
        "torch-topk",
        "torch.topk + scatter: drops ties, raises for k > V",
        """
def top_k_mask(logits, k):
    idx = torch.topk(logits, k, dim=-1).indices
    return torch.zeros(logits.shape, dtype=torch.bool).scatter(-1, idx, True)""",
        hidden=True,
    ),
    _m(
        "top_k_mask",
        "topk-clamped",
        "clamps k to V but still drops ties",
        """
def top_k_mask(logits, k):
    idx = torch.topk(logits, min(k, logits.shape[-1]), dim=-1).indices
    return torch.zeros(logits.shape, dtype=torch.bool).scatter(-1, idx, True)""",
        hidden=True,
    ),
    _m(
        "top_k_mask",
        "ties-unclamped",
        "keeps ties but raises for k > V",
        """
def top_k_mask(logits, k):
    if k == 0:
        return torch.zeros(logits.shape, dtype=torch.bool)
    return logits >= torch.topk(logits, k, dim=-1).values[..., -1:]""",
        hidden=True,
    ),
    _m(
        "argmax_tokens",
        "last-on-ties",
        "the last maximal index on ties",
        """
def argmax_tokens(logits):
    flipped = logits.flip(-1).argmax(dim=-1)
    return logits.shape[-1] - 1 - flipped""",
    ),
    _m(
        "mode_label",
        "smallest-on-ties",
        "torch.mode: the smallest value on ties",
        """
def mode_label(labels):
    return torch.mode(labels.flatten()).values""",
    ),
    _m(
        "median_reward",
        "torch-median",
        "torch.median: the lower middle value for even counts",
        """
def median_reward(rewards):
    return rewards.median(dim=-1).values if rewards.dim() >= 2 else rewards.median()""",
    ),
    _m(
        "median_reward",
        "flatten",
        "one median over all elements of a 2-D batch",
        """
def median_reward(rewards):
    return torch.quantile(rewards.flatten(), 0.5)""",
        hidden=True,
    ),
    _m(
        "quantile_lower",
        "linear",
        "linear interpolation",
        """
def quantile_lower(x, q):
    return torch.quantile(x.flatten(), q)""",
    ),
    _m(
        "pad_mask_from_lengths",
        "less-equal",
        "<= length (one position too many)",
        """
def pad_mask_from_lengths(lengths, max_len):
    return (torch.arange(max_len)[None, :] <= lengths[:, None]).to(torch.float32)""",
    ),
    _m(
        "pad_mask_from_lengths",
        "bool",
        "a bool mask instead of float32",
        """
def pad_mask_from_lengths(lengths, max_len):
    return torch.arange(max_len)[None, :] < lengths[:, None]""",
    ),
    _m(
        "first_nonzero_index",
        "zero-when-none",
        "0 (argmax of all zeros) for rows with no nonzero",
        """
def first_nonzero_index(mask):
    return (mask != 0).to(torch.int32).argmax(dim=-1).to(torch.int64)""",
    ),
    _m(
        "cumulative_max",
        "inclusive",
        "the inclusive running max (not lagged)",
        """
def cumulative_max(x):
    return torch.cummax(x, dim=0).values""",
    ),
    _m(
        "bucketize_reward",
        "right-false",
        "torch.bucketize default right=False",
        """
def bucketize_reward(rewards, boundaries):
    return torch.bucketize(rewards, boundaries)""",
    ),
)


def mutants_for(function: str) -> list[Mutant]:
    """Every mutant of one function."""
    return [m for m in MUTANTS if m.function == function]
