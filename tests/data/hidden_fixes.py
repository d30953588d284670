# Appended to the recorded trial's final file, these redefinitions of the five HIDDEN functions,
# written from the spec in a different style from the reference, make an independent 49/49
# implementation.


def entropy(logits, mask):
    p = torch.softmax(logits, dim=-1)
    per_position = -torch.special.xlogy(p, p).sum(dim=-1)
    return masked_mean(per_position, mask)


def normalized_entropy(logits, mask):
    return entropy(logits, mask) / math.log(logits.shape[-1])


def cross_entropy(logits, labels, ignore_index):
    flat_logits = logits.reshape(-1, logits.shape[-1])
    flat_labels = labels.reshape(-1)
    if int((flat_labels != ignore_index).sum()) == 0:
        return logits.new_zeros(())
    return F.cross_entropy(flat_logits, flat_labels.long(), ignore_index=ignore_index)


def top_k_mask(logits, k):
    k = min(k, logits.shape[-1])
    if k <= 0:
        return torch.zeros_like(logits, dtype=torch.bool)
    kth = logits.sort(dim=-1, descending=True).values[..., k - 1:k]
    return logits >= kth


def median_reward(rewards):
    if rewards.dim() > 1:
        return torch.quantile(rewards, 0.5, dim=-1)
    return torch.quantile(rewards, 0.5)
