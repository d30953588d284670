from __future__ import annotations

import math

import torch
import torch.nn.functional as F


# ---------------------------------------------------------------------------
# internal helpers
# ---------------------------------------------------------------------------
def _token_logprobs(logits, labels):
    lp = torch.log_softmax(logits, dim=-1)
    return lp.gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)


def _seq_logprob(logits, labels, mask):
    return (_token_logprobs(logits, labels) * mask).sum(dim=-1)


# ---------------------------------------------------------------------------
# reductions / masking
# ---------------------------------------------------------------------------
def masked_mean(values, mask, axis=None):
    if axis is None:
        num = (values * mask).sum()
        den = mask.sum()
    else:
        num = (values * mask).sum(dim=axis)
        den = mask.sum(dim=axis)
    return torch.where(den == 0, torch.zeros_like(num), num / den)


def masked_sum(values, mask, axis=None):
    if axis is None:
        return (values * mask).sum()
    return (values * mask).sum(dim=axis)


def masked_max(values, mask):
    filled = values.masked_fill(mask == 0, float("-inf"))
    m = filled.max()
    return torch.where(mask.sum() > 0, m, torch.zeros_like(m))


def logsumexp(x, axis):
    return torch.logsumexp(x, dim=axis)


def log_softmax(x, axis):
    return torch.log_softmax(x, dim=axis)


# ---------------------------------------------------------------------------
# logprobs / entropy
# ---------------------------------------------------------------------------
def token_logprobs(logits, labels):
    return _token_logprobs(logits, labels)


def selective_logprobs(logits, labels, mask):
    return (_token_logprobs(logits, labels) * mask).sum(dim=-1)


def sequence_logprob(logits, labels, mask, length_normalize):
    tl = _token_logprobs(logits, labels)
    if length_normalize:
        return masked_mean(tl, mask, axis=-1)
    return (tl * mask).sum(dim=-1)


def logprob_at_temperature(logits, labels, temperature):
    lp = torch.log_softmax(logits / temperature, dim=-1)
    return lp.gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)


def entropy(logits, mask):
    lp = torch.log_softmax(logits, dim=-1)
    p = lp.exp()
    ent = -(p * lp).sum(dim=-1)
    return masked_mean(ent, mask)


def normalized_entropy(logits, mask):
    v = logits.shape[-1]
    return entropy(logits, mask) / math.log(v)


def cross_entropy(logits, labels, ignore_index):
    return F.cross_entropy(logits, labels.long(), ignore_index=ignore_index)


def smoothed_nll(logits, labels, smoothing):
    lp = torch.log_softmax(logits, dim=-1)
    nll = -lp.gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)
    smooth = -lp.mean(dim=-1)
    return ((1 - smoothing) * nll + smoothing * smooth).mean()


# ---------------------------------------------------------------------------
# preference objectives
# ---------------------------------------------------------------------------
def dpo_loss(pc, pr, rc, rr, beta, label_smoothing):
    logits = beta * ((pc - rc) - (pr - rr))
    loss = -(1 - label_smoothing) * F.logsigmoid(logits) - label_smoothing * F.logsigmoid(-logits)
    return loss.mean()


def ipo_loss(pc, pr, rc, rr, beta):
    diff = (pc - rc) - (pr - rr)
    return ((diff - 1.0 / (2.0 * beta)) ** 2).mean()


def bradley_terry_logit(chosen_reward, rejected_reward, beta):
    return beta * (chosen_reward - rejected_reward)


def dpo_sequence_loss(pc_logits, pr_logits, rc_logits, rr_logits,
                      chosen_labels, rejected_labels, chosen_mask, rejected_mask,
                      beta, label_smoothing):
    pc = _seq_logprob(pc_logits, chosen_labels, chosen_mask)
    pr = _seq_logprob(pr_logits, rejected_labels, rejected_mask)
    rc = _seq_logprob(rc_logits, chosen_labels, chosen_mask)
    rr = _seq_logprob(rr_logits, rejected_labels, rejected_mask)
    return dpo_loss(pc, pr, rc, rr, beta, label_smoothing)


# ---------------------------------------------------------------------------
# advantages / baselines
# ---------------------------------------------------------------------------
def grpo_advantages(rewards, group_size, scale_by_std):
    r = rewards.view(-1, group_size)
    mean = r.mean(dim=1, keepdim=True)
    adv = r - mean
    if scale_by_std:
        std = r.std(dim=1, unbiased=False, keepdim=True)
        adv = adv / (std + 1e-6)
    return adv.reshape(rewards.shape)


def rloo_advantages(rewards, group_size):
    r = rewards.view(-1, group_size)
    n = group_size
    total = r.sum(dim=1, keepdim=True)
    adv = r - (total - r) / (n - 1)
    return adv.reshape(rewards.shape)


def group_mean_baseline(rewards, group_size):
    r = rewards.view(-1, group_size)
    mean = r.mean(dim=1, keepdim=True)
    return (r - mean).reshape(rewards.shape)


def advantage_mean_std(advantages, mask):
    mean = masked_mean(advantages, mask)
    var = masked_mean((advantages - mean) ** 2, mask)
    return torch.stack([mean, torch.sqrt(var)])


# ---------------------------------------------------------------------------
# returns
# ---------------------------------------------------------------------------
def gae(rewards, values, next_value, gamma, lam):
    T = rewards.shape[0]
    adv = torch.zeros_like(rewards)
    last = torch.zeros_like(rewards[0])
    for t in reversed(range(T)):
        v_next = values[t + 1] if t + 1 < T else next_value
        delta = rewards[t] + gamma * v_next - values[t]
        last = delta + gamma * lam * last
        adv[t] = last
    return adv


def lambda_returns(rewards, values, next_value, gamma, lam):
    return gae(rewards, values, next_value, gamma, lam) + values


def discounted_returns(rewards, gamma):
    T = rewards.shape[0]
    out = torch.zeros_like(rewards)
    run = torch.zeros_like(rewards[0])
    for t in reversed(range(T)):
        run = rewards[t] + gamma * run
        out[t] = run
    return out


# ---------------------------------------------------------------------------
# KL estimators
# ---------------------------------------------------------------------------
def kl_penalty(logp, ref_logp, estimator):
    d = logp - ref_logp
    if estimator == "k1":
        return d
    if estimator == "k2":
        return 0.5 * d * d
    if estimator == "k3":
        return torch.exp(-d) - 1 + d
    raise ValueError(estimator)


def reverse_kl(logp, ref_logp):
    d = logp - ref_logp
    return torch.exp(-d) - 1 + d


def symmetric_kl(logp, ref_logp):
    return torch.cosh(logp - ref_logp) - 1


# ---------------------------------------------------------------------------
# policy-gradient / value losses
# ---------------------------------------------------------------------------
def clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_high):
    ratio = torch.exp(logp - old_logp)
    l1 = -advantages * ratio
    l2 = -advantages * ratio.clamp(1 - clip_low, 1 + clip_high)
    return masked_mean(torch.max(l1, l2), mask)


def value_loss(values, old_values, returns, clip):
    vclip = old_values + (values - old_values).clamp(-clip, clip)
    return (0.5 * torch.max((values - returns) ** 2, (vclip - returns) ** 2)).mean()


def huber_value_loss(values, returns, delta):
    return F.huber_loss(values, returns, delta=delta)


def importance_ratio(logp, old_logp, clip):
    return torch.exp(logp - old_logp).clamp(1 - clip, 1 + clip)


def clip_fraction(logp, old_logp, clip):
    ratio = torch.exp(logp - old_logp)
    return ((ratio - 1).abs() > clip).float().mean()


# ---------------------------------------------------------------------------
# whitening / normalization
# ---------------------------------------------------------------------------
def whiten(values, mask, shift_mean):
    mean = masked_mean(values, mask)
    var = masked_mean((values - mean) ** 2, mask)
    w = (values - mean) * torch.rsqrt(var + 1e-8)
    if not shift_mean:
        w = w + mean
    return w


def masked_whiten(values, mask, shift_mean):
    mean = masked_mean(values, mask)
    var = masked_mean((values - mean) ** 2, mask)
    w = (values - mean) * torch.rsqrt(var + 1e-8) * mask
    if not shift_mean:
        w = w + mean
    return w


def normalize(x, eps):
    return (x - x.mean()) / (x.std() + eps)


# ---------------------------------------------------------------------------
# composite objectives
# ---------------------------------------------------------------------------
def grpo_objective(logits, old_logits, ref_logits, labels, completion_mask,
                   rewards, group_size, beta, clip_low, clip_high, scale_by_std,
                   kl_estimator):
    lp = _token_logprobs(logits, labels)
    olp = _token_logprobs(old_logits, labels)
    rlp = _token_logprobs(ref_logits, labels)
    adv = grpo_advantages(rewards, group_size, scale_by_std).unsqueeze(-1)
    pg = clipped_pg_loss(lp, olp, adv, completion_mask, clip_low, clip_high)
    kl = kl_penalty(lp, rlp, kl_estimator)
    return pg + beta * masked_mean(kl, completion_mask)


def ppo_objective(rewards, values, old_values, logp, old_logp, next_value,
                  gamma, lam, clip_low, clip_high, vf_clip, vf_coef):
    adv = gae(rewards, values, next_value, gamma, lam)
    returns = adv + values
    adv_w = whiten(adv, torch.ones_like(adv), True)
    pg = clipped_pg_loss(logp, old_logp, adv_w, torch.ones_like(logp), clip_low, clip_high)
    vl = value_loss(values, old_values, returns, vf_clip)
    return pg + vf_coef * vl


def rloo_objective(logits, old_logits, labels, mask, rewards, group_size, clip_low, clip_high):
    lp = _token_logprobs(logits, labels)
    olp = _token_logprobs(old_logits, labels)
    adv = rloo_advantages(rewards, group_size).unsqueeze(-1)
    return clipped_pg_loss(lp, olp, adv, mask, clip_low, clip_high)


def reverse_kl_objective(logits, ref_logits, labels, mask, advantages, beta):
    lp = _token_logprobs(logits, labels)
    rlp = _token_logprobs(ref_logits, labels)
    kl = reverse_kl(lp, rlp)
    per = -advantages.unsqueeze(-1) * lp + beta * kl
    return masked_mean(per, mask)


# ---------------------------------------------------------------------------
# sampling / utility
# ---------------------------------------------------------------------------
def top_p_mask(probs, p):
    sorted_probs, sorted_idx = torch.sort(probs, dim=-1, descending=True)
    cumsum = sorted_probs.cumsum(dim=-1)
    remove = cumsum > p
    remove[..., 1:] = remove[..., :-1].clone()
    remove[..., 0] = False
    sorted_probs = sorted_probs.masked_fill(remove, 0.0)
    out = torch.zeros_like(probs)
    out.scatter_(-1, sorted_idx, sorted_probs)
    return out / out.sum(dim=-1, keepdim=True)


def top_k_mask(logits, k):
    _, idx = torch.topk(logits, k, dim=-1)
    mask = torch.zeros_like(logits, dtype=torch.bool)
    mask.scatter_(-1, idx, True)
    return mask


def argmax_tokens(logits):
    return logits.argmax(dim=-1)


def mode_label(labels):
    vals, counts = torch.unique(labels, return_counts=True)
    maxc = counts.max()
    return vals[counts == maxc].max()


def median_reward(rewards):
    return torch.quantile(rewards.float(), 0.5)


def quantile_lower(x, q):
    return torch.quantile(x, q, interpolation="lower")


def pad_mask_from_lengths(lengths, max_len):
    ar = torch.arange(max_len, device=lengths.device)
    return (ar.unsqueeze(0) < lengths.unsqueeze(-1)).float()


def first_nonzero_index(mask):
    nz = mask != 0
    has = nz.any(dim=-1)
    idx = nz.to(torch.float32).argmax(dim=-1)
    return torch.where(has, idx, torch.full_like(idx, -1))


def cumulative_max(x):
    cm = torch.cummax(x, dim=0).values
    return torch.cat([x[:1], cm[:-1]], dim=0)


def bucketize_reward(rewards, boundaries):
    return torch.bucketize(rewards, boundaries, right=True)
