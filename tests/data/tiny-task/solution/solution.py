import torch


def double(x):
    return x * 2


def soft_clip(x):
    if x.numel() == 0:
        raise ValueError("empty input")
    return torch.tanh(x)
