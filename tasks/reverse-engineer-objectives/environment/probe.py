"""How to call the reference: one masked_mean example, then its empty-mask case."""

from __future__ import annotations

import torch

import reforacle

gen = torch.Generator().manual_seed(0)
values = torch.randn(8, generator=gen)
mask = (torch.rand(8, generator=gen) > 0.5).float()

print("inputs:")
print("  values =", values.tolist())
print("  mask   =", mask.tolist())
print("reference masked_mean ->", reforacle.masked_mean(values, mask).item())
print("reference masked_mean (empty mask) ->",
      reforacle.masked_mean(torch.randn(4, generator=gen), torch.zeros(4)).item())
print()
print("Call any reference function like this to learn its exact numerical convention,")
print("then implement it in objectives.py so that it agrees.")
