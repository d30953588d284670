"""The reference against oracle-spec.md: shapes, dtypes, empty masks and every HIDDEN rule."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

NEG_INF = float("-inf")


def close(a, b, atol=1e-6):
    return torch.allclose(
        torch.as_tensor(a).double(), torch.as_tensor(b).double(), atol=atol, rtol=1e-5
    )


def test_masked_mean_sum_max(ref):
    v, m = torch.tensor([1.0, 2.0, 3.0, 4.0]), torch.tensor([1, 0, 1, 0])
    assert close(ref.masked_mean(v, m), 2.0) and ref.masked_mean(v, m).dim() == 0
    assert ref.masked_mean(v, torch.zeros(4)).item() == 0.0
    rows = ref.masked_mean(torch.ones(2, 3), torch.tensor([[1.0, 1, 0], [0, 0, 0]]), axis=1)
    assert rows.tolist() == [1.0, 0.0]
    assert (
        ref.masked_mean(torch.ones(2, 3, 4, dtype=torch.float64), torch.ones(2, 3, 4), (1, 2)).dtype
        == torch.float64
    )
    assert close(ref.masked_sum(v, m), 4.0) and ref.masked_sum(
        torch.ones(2, 3), torch.ones(2, 3), 0
    ).shape == (3,)
    assert ref.masked_max(torch.tensor([-5.0, 9.0, -2.0]), torch.tensor([1, 0, 1])).item() == -2.0
    assert ref.masked_max(v, torch.zeros(4)).item() == 0.0


def test_logsumexp_log_softmax(ref):
    x = torch.randn(3, 4)
    assert close(ref.logsumexp(x, 0), torch.logsumexp(x, 0))
    assert close(ref.log_softmax(x, 0), torch.log_softmax(x, 0))


def test_logprob_family(ref):
    logits, labels, mask = (
        torch.randn(2, 3, 5),
        torch.randint(0, 5, (2, 3)),
        torch.tensor([[1.0, 1, 0], [0, 0, 0]]),
    )
    tl = torch.log_softmax(logits, -1).gather(-1, labels[..., None])[..., 0]
    assert close(ref.token_logprobs(logits, labels), tl)
    assert close(ref.selective_logprobs(logits, labels, mask), (tl * mask).sum(-1))
    assert ref.selective_logprobs(logits[0], labels[0], mask[0]).dim() == 0
    assert close(ref.sequence_logprob(logits, labels, mask, False), (tl * mask).sum(-1))
    normalized = ref.sequence_logprob(logits, labels, mask, True)
    assert close(normalized[0], tl[0, :2].mean()) and normalized[1].item() == 0.0
    assert close(
        ref.logprob_at_temperature(logits, labels, 2.0), ref.token_logprobs(logits / 2.0, labels)
    )


def test_entropy_hidden_neg_inf(ref):
    logits = torch.tensor([[0.0, NEG_INF, 1.0, NEG_INF], [0.5, 0.2, NEG_INF, 0.0]])
    h = ref.entropy(logits, torch.ones(2))
    assert torch.isfinite(h)
    p = torch.softmax(torch.tensor([0.0, 1.0]), -1)
    row0 = -(p * p.log()).sum()
    p1 = torch.softmax(torch.tensor([0.5, 0.2, 0.0]), -1)
    assert close(h, (row0 - (p1 * p1.log()).sum()) / 2)
    assert torch.isfinite(ref.normalized_entropy(logits, torch.ones(2)))
    assert close(ref.normalized_entropy(logits, torch.ones(2)), h / math.log(4))
    assert ref.entropy(torch.randn(3, 5), torch.zeros(3)).item() == 0.0


def test_cross_entropy_hidden_rules(ref):
    logits, labels = torch.randn(4, 7), torch.tensor([1, -100, 3, 6])
    assert close(
        ref.cross_entropy(logits, labels, -100), F.cross_entropy(logits, labels, ignore_index=-100)
    )
    assert ref.cross_entropy(logits, torch.full((4,), -100), -100).item() == 0.0
    logits3, labels3 = torch.randn(2, 3, 5), torch.randint(0, 5, (2, 3))
    assert close(
        ref.cross_entropy(logits3, labels3, -100),
        F.cross_entropy(logits3.reshape(6, 5), labels3.reshape(6)),
    )


def test_smoothed_nll(ref):
    logits, labels = torch.randn(4, 6), torch.randint(0, 6, (4,))
    assert close(
        ref.smoothed_nll(logits, labels, 0.1), F.cross_entropy(logits, labels, label_smoothing=0.1)
    )
    with pytest.raises(RuntimeError):
        ref.smoothed_nll(logits, torch.tensor([0, -100, 1, 2]), 0.1)


def test_preference(ref):
    pc, pr, rc, rr = (torch.randn(5) for _ in range(4))
    z = 0.3 * ((pc - rc) - (pr - rr))
    assert close(
        ref.dpo_loss(pc, pr, rc, rr, 0.3, 0.1),
        (-0.9 * F.logsigmoid(z) - 0.1 * F.logsigmoid(-z)).mean(),
    )
    assert close(ref.ipo_loss(pc, pr, rc, rr, 0.5), (((pc - rc) - (pr - rr) - 1.0) ** 2).mean())
    assert close(ref.bradley_terry_logit(pc, pr, 2.0), 2 * (pc - pr))
    lg = [torch.randn(2, 3, 4) for _ in range(4)]
    lc, lr, mc, mr = (
        torch.randint(0, 4, (2, 3)),
        torch.randint(0, 4, (2, 3)),
        torch.ones(2, 3),
        torch.ones(2, 3),
    )
    seq = [
        ref.selective_logprobs(lg[0], lc, mc),
        ref.selective_logprobs(lg[1], lr, mr),
        ref.selective_logprobs(lg[2], lc, mc),
        ref.selective_logprobs(lg[3], lr, mr),
    ]
    assert close(ref.dpo_sequence_loss(*lg, lc, lr, mc, mr, 0.1, 0.0), ref.dpo_loss(*seq, 0.1, 0.0))


def test_advantages(ref):
    r = torch.tensor([1.0, 2.0, 3.0, 5.0, 5.0, 5.0])
    g = r.view(2, 3)
    centred = g - g.mean(1, keepdim=True)
    assert close(ref.grpo_advantages(r, 3, False), centred.view(-1))
    biased = centred / (g.std(1, unbiased=False, keepdim=True) + 1e-6)
    assert close(ref.grpo_advantages(r, 3, True), biased.view(-1))
    assert ref.grpo_advantages(r, 3, True)[3:].abs().max().item() == 0.0
    assert close(ref.rloo_advantages(r, 3)[0], 1.0 - 2.5)
    assert close(ref.group_mean_baseline(r, 3), centred.view(-1))
    a, m = torch.tensor([1.0, 3.0, 100.0]), torch.tensor([1.0, 1.0, 0.0])
    assert close(ref.advantage_mean_std(a, m), torch.tensor([2.0, 1.0]))
    assert ref.advantage_mean_std(a, torch.zeros(3)).tolist() == [0.0, 0.0]


def test_returns_time_is_dim0(ref):
    r, v, nv = torch.randn(4, 2), torch.randn(4, 2), torch.randn(2)
    adv = torch.zeros(4, 2)
    run = torch.zeros(2)
    for t in reversed(range(4)):
        nxt = v[t + 1] if t < 3 else nv
        run = r[t] + 0.9 * nxt - v[t] + 0.9 * 0.8 * run
        adv[t] = run
    assert close(ref.gae(r, v, nv, 0.9, 0.8), adv)
    assert close(ref.lambda_returns(r, v, nv, 0.9, 0.8), adv + v)
    g = ref.discounted_returns(torch.tensor([[1.0, 0.0], [2.0, 1.0]]), 0.5)
    assert g.tolist() == [[2.0, 0.5], [2.0, 1.0]]


def test_kl(ref):
    lp, rp = torch.randn(5), torch.randn(5)
    d = lp - rp
    assert close(ref.kl_penalty(lp, rp, "k1"), d) and close(
        ref.kl_penalty(lp, rp, "k2"), 0.5 * d**2
    )
    big = ref.kl_penalty(torch.tensor([-3.0]), torch.tensor([3.0]), "k3")
    assert close(big, math.exp(6) - 7, atol=1e-3)  # no clamping
    with pytest.raises(ValueError, match="k9"):
        ref.kl_penalty(lp, rp, "k9")
    assert close(ref.reverse_kl(lp, rp), torch.exp(-d) - 1 + d)
    assert close(ref.symmetric_kl(lp, rp), 0.5 * ((torch.exp(-d) - 1 + d) + (torch.exp(d) - 1 - d)))


def test_pg_and_value_losses(ref):
    lp, olp = torch.tensor([0.0, 0.5, -0.5]), torch.zeros(3)
    assert close(ref.importance_ratio(lp, olp, 0.2), torch.tensor([1.0, 1.2, 0.8]))
    assert (
        close(ref.clip_fraction(lp, olp, 0.2), 2 / 3)
        and ref.clip_fraction(lp, olp, 0.2).is_floating_point()
    )
    adv, m = torch.tensor([1.0, 1.0, -1.0]), torch.tensor([1.0, 1.0, 0.0])
    ratio = lp.exp()
    per = torch.maximum(-adv * ratio, -adv * ratio.clamp(0.9, 1.3))
    assert close(ref.clipped_pg_loss(lp, olp, adv, m, 0.1, 0.3), per[:2].mean())
    v, ov, ret = torch.randn(6), torch.randn(6), torch.randn(6)
    vc = ov + (v - ov).clamp(-0.2, 0.2)
    assert close(
        ref.value_loss(v, ov, ret, 0.2),
        (0.5 * torch.maximum((v - ret) ** 2, (vc - ret) ** 2)).mean(),
    )
    assert close(ref.huber_value_loss(v * 3, ret, 0.5), F.huber_loss(v * 3, ret, delta=0.5))


def test_whitening(ref):
    v, m = torch.tensor([1.0, 2.0, 3.0, 50.0]), torch.tensor([1.0, 1.0, 1.0, 0.0])
    mu, var = 2.0, 2.0 / 3
    w = (v - mu) / math.sqrt(var + 1e-8)
    assert close(ref.whiten(v, m, True), w) and close(ref.whiten(v, m, False), w + mu)
    assert close(ref.masked_whiten(v, m, True), w * m) and close(
        ref.masked_whiten(v, m, False), w * m + mu
    )
    x = torch.randn(7)
    assert close(ref.normalize(x, 1e-3), (x - x.mean()) / (x.std() + 1e-3))


def test_composites(ref):
    b, t, v = 4, 3, 5
    logits, old, rl = torch.randn(b, t, v), torch.randn(b, t, v), torch.randn(b, t, v)
    labels, mask, rew = torch.randint(0, v, (b, t)), torch.ones(b, t), torch.randn(b)
    lp, olp, rlp = (ref.token_logprobs(x, labels) for x in (logits, old, rl))
    adv = ref.grpo_advantages(rew, 2, True)[:, None]
    expect = (
        ref.clipped_pg_loss(lp, olp, adv, mask, 0.2, 0.3)
        + 0.1 * ref.kl_penalty(lp, rlp, "k3").mean()
    )
    assert close(
        ref.grpo_objective(logits, old, rl, labels, mask, rew, 2, 0.1, 0.2, 0.3, True, "k3"),
        expect,
        1e-5,
    )
    radv = ref.rloo_advantages(rew, 2)[:, None]
    assert close(
        ref.rloo_objective(logits, old, labels, mask, rew, 2, 0.2, 0.3),
        ref.clipped_pg_loss(lp, olp, radv, mask, 0.2, 0.3),
        1e-5,
    )
    assert close(
        ref.reverse_kl_objective(logits, rl, labels, mask, rew, 0.1),
        (-rew[:, None] * lp + 0.1 * ref.reverse_kl(lp, rlp)).mean(),
        1e-5,
    )
    r, vals, ovals, nlp, nolp = (torch.randn(6) for _ in range(5))
    a = ref.gae(r, vals, torch.tensor(0.3), 0.99, 0.95)
    aw = (a - a.mean()) / torch.sqrt(a.var(unbiased=False) + 1e-8)
    expect = ref.clipped_pg_loss(nlp, nolp, aw, torch.ones(6), 0.2, 0.2) + 0.5 * ref.value_loss(
        vals, ovals, a + vals, 0.2
    )
    assert close(
        ref.ppo_objective(
            r, vals, ovals, nlp, nolp, torch.tensor(0.3), 0.99, 0.95, 0.2, 0.2, 0.2, 0.5
        ),
        expect,
        1e-5,
    )


def test_top_p(ref):
    probs = torch.tensor([[0.5, 0.3, 0.15, 0.05]])
    out = ref.top_p_mask(
        probs, 0.6
    )  # 0.5 before the second token is <= 0.6: kept; third: 0.8 > 0.6
    assert close(out, torch.tensor([[0.625, 0.375, 0.0, 0.0]]))
    assert close(ref.top_p_mask(probs, 0.01), torch.tensor([[1.0, 0.0, 0.0, 0.0]]))


def test_top_k_hidden(ref):
    assert ref.top_k_mask(torch.tensor([[1.0, 3, 3, 2, 3]]), 2).tolist() == [
        [False, True, True, False, True]
    ]
    assert ref.top_k_mask(torch.randn(2, 4), 9).all()
    assert not ref.top_k_mask(torch.randn(2, 4), 0).any()
    assert ref.top_k_mask(torch.randn(2, 4), 1).dtype == torch.bool


def test_utilities(ref):
    assert ref.argmax_tokens(torch.tensor([[1.0, 3.0, 3.0]])).tolist() == [1]
    mode = ref.mode_label(torch.tensor([1, 1, 2, 2, 0]))
    assert mode.item() == 2 and mode.dim() == 0 and mode.dtype == torch.int64
    assert close(ref.median_reward(torch.tensor([1.0, 4.0, 2.0, 3.0])), 2.5)
    med = ref.median_reward(torch.randn(3, 4, dtype=torch.float64))
    assert med.shape == (3,) and med.dtype == torch.float64
    assert ref.quantile_lower(torch.tensor([[4.0, 1.0], [3.0, 2.0]]), 0.5).item() == 2.0
    pad = ref.pad_mask_from_lengths(torch.tensor([2, 0]), 3)
    assert pad.tolist() == [[1.0, 1.0, 0.0], [0.0, 0.0, 0.0]] and pad.dtype == torch.float32
    assert ref.first_nonzero_index(torch.tensor([[0.0, 1, 1], [0, 0, 0]])).tolist() == [1, -1]
    assert ref.cumulative_max(torch.tensor([3.0, 1.0, 5.0, 2.0])).tolist() == [3.0, 3.0, 3.0, 5.0]
    b = torch.tensor([0.0, 0.5, 1.0])
    assert ref.bucketize_reward(torch.tensor([-0.1, 0.0, 0.5, 1.0, 2.0]), b).tolist() == [
        0,
        1,
        2,
        3,
        3,
    ]


def test_every_function_keeps_float64_and_never_mutates_inputs(ref, task):
    from syncvals_plugin.objectives.cases import build_suite

    for name, cases in build_suite(1, task.functions).items():
        for case in cases:
            before = [a.clone() if isinstance(a, torch.Tensor) else a for a in case.args]
            try:
                out = getattr(ref, name)(*case.args)
            except (ValueError, RuntimeError):
                continue
            for a, b in zip(case.args, before, strict=False):
                if isinstance(a, torch.Tensor):
                    assert torch.equal(a, b), f"{name} mutated its input"
            floats = [a for a in case.args if isinstance(a, torch.Tensor) and a.is_floating_point()]
            if out.is_floating_point() and floats and all(a.dtype == torch.float64 for a in floats):
                assert out.dtype == torch.float64, f"{name} lost float64"
