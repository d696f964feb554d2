import math

import torch


def make_stride_phase(init_std=0.3, seed=0):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(1, generator=g) * init_std).requires_grad_()


def stride_wave(phase, length, strides):
    t = torch.arange(length, dtype=torch.float32) / length
    return torch.sin(2 * math.pi * strides * t + phase)


def set_trainable(module, flag):
    for p in module.parameters():
        p.requires_grad_(flag)
