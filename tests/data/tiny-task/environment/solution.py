import torch


def double(x):
    raise NotImplementedError


def soft_clip(x):
    raise NotImplementedError
