"""Coarse-to-fine schedule: anneal encoding bands, then swap in a wider colour head."""
import torch
import torch.nn as nn


def enter_fine_stage(trainer, width=64):
    field = trainer.field
    field.color = nn.Sequential(nn.Linear(width, 32), nn.ReLU(), nn.Linear(32, 3))
    field.heads["sigma"].bias = nn.Parameter(torch.full((1,), -1.0))
    trainer.opt = trainer.make_optimizer(field_lr=2e-3)


def progress(it, total):
    return min(1.0, it / (0.6 * total))
