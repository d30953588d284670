from __future__ import annotations

import torch


def masked_mean(values, mask, axis=None):
    raise NotImplementedError


def masked_sum(values, mask, axis=None):
    raise NotImplementedError


def logsumexp(x, axis):
    raise NotImplementedError


def log_softmax(x, axis):
    raise NotImplementedError


def selective_logprobs(logits, labels, mask):
    raise NotImplementedError


def token_logprobs(logits, labels):
    raise NotImplementedError


def sequence_logprob(logits, labels, mask, length_normalize):
    raise NotImplementedError


def entropy(logits, mask):
    raise NotImplementedError


def dpo_loss(pc, pr, rc, rr, beta, label_smoothing):
    raise NotImplementedError


def ipo_loss(pc, pr, rc, rr, beta):
    raise NotImplementedError


def grpo_advantages(rewards, group_size, scale_by_std):
    raise NotImplementedError


def gae(rewards, values, next_value, gamma, lam):
    raise NotImplementedError


def kl_penalty(logp, ref_logp, estimator):
    raise NotImplementedError


def clipped_pg_loss(logp, old_logp, advantages, mask, clip_low, clip_high):
    raise NotImplementedError


def value_loss(values, old_values, returns, clip):
    raise NotImplementedError


def whiten(values, mask, shift_mean):
    raise NotImplementedError


def dpo_sequence_loss(pc_logits, pr_logits, rc_logits, rr_logits,
                      chosen_labels, rejected_labels, chosen_mask, rejected_mask,
                      beta, label_smoothing):
    raise NotImplementedError


def grpo_objective(logits, old_logits, ref_logits, labels, completion_mask,
                   rewards, group_size, beta, clip_low, clip_high, scale_by_std,
                   kl_estimator):
    raise NotImplementedError


def ppo_objective(rewards, values, old_values, logp, old_logp, next_value,
                  gamma, lam, clip_low, clip_high, vf_clip, vf_coef):
    raise NotImplementedError


def rloo_advantages(rewards, group_size):
    raise NotImplementedError


def reverse_kl(logp, ref_logp):
    raise NotImplementedError


def importance_ratio(logp, old_logp, clip):
    raise NotImplementedError


def discounted_returns(rewards, gamma):
    raise NotImplementedError


def normalize(x, eps):
    raise NotImplementedError


def top_p_mask(probs, p):
    raise NotImplementedError


def smoothed_nll(logits, labels, smoothing):
    raise NotImplementedError


def bradley_terry_logit(chosen_reward, rejected_reward, beta):
    raise NotImplementedError


def rloo_objective(logits, old_logits, labels, mask, rewards, group_size, clip_low, clip_high):
    raise NotImplementedError


def reverse_kl_objective(logits, ref_logits, labels, mask, advantages, beta):
    raise NotImplementedError


def cross_entropy(logits, labels, ignore_index):
    raise NotImplementedError


def top_k_mask(logits, k):
    raise NotImplementedError


def group_mean_baseline(rewards, group_size):
    raise NotImplementedError


def lambda_returns(rewards, values, next_value, gamma, lam):
    raise NotImplementedError


def symmetric_kl(logp, ref_logp):
    raise NotImplementedError


def huber_value_loss(values, returns, delta):
    raise NotImplementedError


def normalized_entropy(logits, mask):
    raise NotImplementedError


def clip_fraction(logp, old_logp, clip):
    raise NotImplementedError


def masked_whiten(values, mask, shift_mean):
    raise NotImplementedError


def logprob_at_temperature(logits, labels, temperature):
    raise NotImplementedError


def advantage_mean_std(advantages, mask):
    raise NotImplementedError


def argmax_tokens(logits):
    raise NotImplementedError


def mode_label(labels):
    raise NotImplementedError


def median_reward(rewards):
    raise NotImplementedError


def masked_max(values, mask):
    raise NotImplementedError


def quantile_lower(x, q):
    raise NotImplementedError


def pad_mask_from_lengths(lengths, max_len):
    raise NotImplementedError


def first_nonzero_index(mask):
    raise NotImplementedError


def cumulative_max(x):
    raise NotImplementedError


def bucketize_reward(rewards, boundaries):
    raise NotImplementedError
