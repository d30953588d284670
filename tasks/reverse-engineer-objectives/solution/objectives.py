"""Reference implementation of the 49 post-training objectives.

This file is the single source of truth of the task ``reverse-engineer-objectives``: SyncVals
compiles it into the sealed module ``reforacle`` that agents probe, installs it as the reference
solution, and imports it (in the trusted verifier process only) to compute expected outputs.
It follows ``design/oracle-spec.md`` exactly; comments mark where a choice is a HIDDEN rule.
It depends on torch alone so that it doubles as a standalone solution.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F


def _mask_like(mask, values):
    # Masks may arrive as bool, int or float; the spec treats them as 0/1 in the values' dtype.
    return mask.to(values.dtype)


def _ratio_or_zero(num, den):
    # Masked means are 0 (not NaN) where the mask selects nothing.
    return torch.where(den == 0, torch.zeros_like(num), num / torch.where(den == 0, torch.ones_like(den), den))


# ---------------------------------------------------------------- reductions and masking


def masked_mean(values, mask, axis=None):
    m = _mask_like(mask, values)
    if axis is None:
        return _ratio_or_zero((values * m).sum(), m.sum())
    return _ratio_or_zero((values * m).sum(dim=axis), m.sum(dim=axis))


def masked_sum(values, mask, axis=None):
    m = _mask_like(mask, values)
    if axis is None:
        return (values * m).sum()
    return (values * m).sum(dim=axis)


def masked_max(values, mask):
    selected = mask != 0
    if not bool(selected.any()):
        return torch.zeros((), dtype=values.dtype)
    return values[selected].max()


def logsumexp(x, axis):
    return torch.logsumexp(x, dim=axis)


def log_softmax(x, axis):
    return torch.log_softmax(x, dim=axis)


# ---------------------------------------------------------------- log-probabilities and entropy


def token_logprobs(logits, labels):
    logp = torch.log_softmax(logits, dim=-1)
    return logp.gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)


def selective_logprobs(logits, labels, mask):
    lp = token_logprobs(logits, labels)
    return (lp * _mask_like(mask, lp)).sum(dim=-1)


def sequence_logprob(logits, labels, mask, length_normalize):
    if not length_normalize:
        return selective_logprobs(logits, labels, mask)
    return masked_mean(token_logprobs(logits, labels), mask, axis=-1)


def logprob_at_temperature(logits, labels, temperature):
    return token_logprobs(logits / temperature, labels)


def _token_entropy(logits):
    logp = torch.log_softmax(logits, dim=-1)
    p = logp.exp()
    # HIDDEN: a -inf logit has p == 0 and contributes exactly 0 (0 * log 0 = 0), not NaN.
    plogp = torch.where(p == 0, torch.zeros_like(p), p * logp)
    return -plogp.sum(dim=-1)


def entropy(logits, mask):
    return masked_mean(_token_entropy(logits), mask)


def normalized_entropy(logits, mask):
    return entropy(logits, mask) / math.log(logits.shape[-1])


def cross_entropy(logits, labels, ignore_index):
    kept = labels != ignore_index
    if not bool(kept.any()):
        # HIDDEN: every label ignored gives 0.0 (fairseq-style), not PyTorch's NaN.
        return torch.zeros((), dtype=logits.dtype)
    # The class dim is the last dim for any rank; ignored positions are never looked up.
    logp = torch.log_softmax(logits[kept], dim=-1)
    nll = -logp.gather(-1, labels[kept].long().unsqueeze(-1)).squeeze(-1)
    return nll.mean()


def smoothed_nll(logits, labels, smoothing):
    logp = torch.log_softmax(logits, dim=-1)
    nll = -logp.gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)
    uniform = -logp.mean(dim=-1)
    return ((1 - smoothing) * nll + smoothing * uniform).mean()


# ---------------------------------------------------------------- preference objectives


def dpo_loss(pc, pr, rc, rr, beta, label_smoothing):
    z = beta * ((pc - rc) - (pr - rr))
    losses = -(1 - label_smoothing) * F.logsigmoid(z) - label_smoothing * F.logsigmoid(-z)
    return losses.mean()


def ipo_loss(pc, pr, rc, rr, beta):
    return (((pc - rc) - (pr - rr) - 1 / (2 * beta)) ** 2).mean()


def bradley_terry_logit(chosen_reward, rejected_reward, beta):
    return beta * (chosen_reward - rejected_reward)


def dpo_sequence_loss(pc_logits, pr_logits, rc_logits, rr_logits,
                      chosen_labels, rejected_labels, chosen_mask, rejected_mask,
                      beta, label_smoothing):
    pc = selective_logprobs(pc_logits, chosen_labels, chosen_mask)
    pr = selective_logprobs(pr_logits, rejected_labels, rejected_mask)
    rc = selective_logprobs(rc_logits, chosen_labels, chosen_mask)
    rr = selective_logprobs(rr_logits, rejected_labels, rejected_mask)
    return dpo_loss(pc, pr, rc, rr, beta, label_smoothing)


# ---------------------------------------------------------------- advantages and baselines


def grpo_advantages(rewards, group_size, scale_by_std):
    groups = rewards.reshape(-1, group_size)
    adv = groups - groups.mean(dim=1, keepdim=True)
    if scale_by_std:
        # The biased std (TRL and verl use the unbiased one; this reference does not).
        adv = adv / (groups.std(dim=1, unbiased=False, keepdim=True) + 1e-6)
    return adv.reshape(rewards.shape)


def rloo_advantages(rewards, group_size):
    groups = rewards.reshape(-1, group_size)
    others = (groups.sum(dim=1, keepdim=True) - groups) / (group_size - 1)
    return (groups - others).reshape(rewards.shape)


def group_mean_baseline(rewards, group_size):
    groups = rewards.reshape(-1, group_size)
    return (groups - groups.mean(dim=1, keepdim=True)).reshape(rewards.shape)


def _masked_moments(values, mask):
    mu = masked_mean(values, mask)
    var = masked_mean((values - mu) ** 2, mask)
    return mu, var


def advantage_mean_std(advantages, mask):
    mu, var = _masked_moments(advantages, mask)
    return torch.stack([mu, torch.sqrt(var)])


# ---------------------------------------------------------------- returns (time is dim 0)


def gae(rewards, values, next_value, gamma, lam):
    steps = rewards.shape[0]
    adv = torch.zeros_like(rewards)
    running = torch.zeros_like(rewards[0])
    for t in reversed(range(steps)):
        v_next = values[t + 1] if t + 1 < steps else next_value
        delta = rewards[t] + gamma * v_next - values[t]
        running = delta + gamma * lam * running
        adv[t] = running
    return adv


def lambda_returns(rewards, values, next_value, gamma, lam):
    return gae(rewards, values, next_value, gamma, lam) + values


def discounted_returns(rewards, gamma):
    out = torch.zeros_like(rewards)
    running = torch.zeros_like(rewards[0])
    for t in reversed(range(rewards.shape[0])):
        running = rewards[t] + gamma * running
        out[t] = running
    return out


# ---------------------------------------------------------------- KL estimators


def kl_penalty(logp, ref_logp, estimator):
    d = logp - ref_logp
    if estimator == "k1":
        return d
    if estimator == "k2":
        return 0.5 * d ** 2
    if estimator == "k3":
        return torch.exp(-d) - 1 + d
    raise ValueError(estimator)


def reverse_kl(logp, ref_logp):
    d = logp - ref_logp
    return torch.exp(-d) - 1 + d


def symmetric_kl(logp, ref_logp):
    return torch.cosh(logp - ref_logp) - 1


# ---------------------------------------------------------------- policy-gradient and value losses


def importance_ratio(logp, old_logp, clip):
    return torch.exp(logp - old_logp).clamp(1 - clip, 1 + clip)


def clip_fraction(logp, old_logp, clip):
    clipped = (torch.exp(logp - old_logp) - 1).abs() > clip
    return clipped.to(logp.dtype).mean()


def clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_high):
    ratio = torch.exp(logp - old_logp)
    unclipped = -advantages * ratio
    clipped = -advantages * ratio.clamp(1 - clip_low, 1 + clip_high)
    return masked_mean(torch.maximum(unclipped, clipped), mask)


def value_loss(values, old_values, returns, clip):
    v_clipped = old_values + (values - old_values).clamp(-clip, clip)
    return (0.5 * torch.maximum((values - returns) ** 2, (v_clipped - returns) ** 2)).mean()


def huber_value_loss(values, returns, delta):
    return F.huber_loss(values, returns, reduction="mean", delta=delta)


# ---------------------------------------------------------------- whitening and normalisation


def whiten(values, mask, shift_mean):
    mu, var = _masked_moments(values, mask)
    w = (values - mu) * torch.rsqrt(var + 1e-8)
    return w if shift_mean else w + mu


def masked_whiten(values, mask, shift_mean):
    mu, var = _masked_moments(values, mask)
    w = (values - mu) * torch.rsqrt(var + 1e-8) * _mask_like(mask, values)
    return w if shift_mean else w + mu


def normalize(x, eps):
    return (x - x.mean()) / (x.std() + eps)


# ---------------------------------------------------------------- composite objectives


def grpo_objective(logits, old_logits, ref_logits, labels, completion_mask,
                   rewards, group_size, beta, clip_low, clip_high, scale_by_std,
                   kl_estimator):
    lp = token_logprobs(logits, labels)
    olp = token_logprobs(old_logits, labels)
    rlp = token_logprobs(ref_logits, labels)
    adv = grpo_advantages(rewards, group_size, scale_by_std)[:, None]
    pg = clipped_pg_loss(lp, olp, adv, completion_mask, clip_low, clip_high)
    return pg + beta * masked_mean(kl_penalty(lp, rlp, kl_estimator), completion_mask)


def ppo_objective(rewards, values, old_values, logp, old_logp, next_value,
                  gamma, lam, clip_low, clip_high, vf_clip, vf_coef):
    adv = gae(rewards, values, next_value, gamma, lam)
    returns = adv + values  # from the raw advantages, before whitening
    adv_w = whiten(adv, torch.ones_like(adv), True)
    pg = clipped_pg_loss(logp, old_logp, adv_w, torch.ones_like(logp), clip_low, clip_high)
    return pg + vf_coef * value_loss(values, old_values, returns, vf_clip)


def rloo_objective(logits, old_logits, labels, mask, rewards, group_size, clip_low, clip_high):
    lp = token_logprobs(logits, labels)
    olp = token_logprobs(old_logits, labels)
    adv = rloo_advantages(rewards, group_size)[:, None]
    return clipped_pg_loss(lp, olp, adv, mask, clip_low, clip_high)


def reverse_kl_objective(logits, ref_logits, labels, mask, advantages, beta):
    lp = token_logprobs(logits, labels)
    rlp = token_logprobs(ref_logits, labels)
    return masked_mean(-advantages[:, None] * lp + beta * reverse_kl(lp, rlp), mask)


# ---------------------------------------------------------------- sampling and utilities


def top_p_mask(probs, p):
    sorted_probs, order = torch.sort(probs, dim=-1, descending=True)
    cumulative = sorted_probs.cumsum(dim=-1)
    # Mass strictly before each token: the token that crosses p is kept, the top one always.
    before = torch.cat([torch.zeros_like(cumulative[..., :1]), cumulative[..., :-1]], dim=-1)
    kept = torch.where(before <= p, sorted_probs, torch.zeros_like(sorted_probs))
    out = torch.zeros_like(probs).scatter(-1, order, kept)
    return out / out.sum(dim=-1, keepdim=True)


def top_k_mask(logits, k):
    vocab = logits.shape[-1]
    if k <= 0:
        return torch.zeros(logits.shape, dtype=torch.bool)
    # HIDDEN (Hugging Face TopKLogitsWarper): k is clamped to V and ties with the k-th value stay.
    kth = torch.topk(logits, min(k, vocab), dim=-1).values[..., -1:]
    return logits >= kth


def argmax_tokens(logits):
    return logits.argmax(dim=-1)


def mode_label(labels):
    values, counts = torch.unique(labels, return_counts=True)
    return values[counts == counts.max()].max()


def median_reward(rewards):
    if rewards.dim() >= 2:
        # HIDDEN: one median per group row, along the last dim.
        return torch.quantile(rewards, 0.5, dim=-1)
    return torch.quantile(rewards, 0.5)


def quantile_lower(x, q):
    return torch.quantile(x.flatten(), q, interpolation="lower")


def pad_mask_from_lengths(lengths, max_len):
    positions = torch.arange(max_len)
    return (positions[None, :] < lengths[:, None]).to(torch.float32)


def first_nonzero_index(mask):
    nonzero = mask != 0
    first = nonzero.to(torch.int32).argmax(dim=-1).to(torch.int64)
    return torch.where(nonzero.any(dim=-1), first, torch.full_like(first, -1))


def cumulative_max(x):
    running = torch.cummax(x, dim=0).values
    return torch.cat([x[:1], running[:-1]], dim=0)


def bucketize_reward(rewards, boundaries):
    return torch.bucketize(rewards, boundaries, right=True)
