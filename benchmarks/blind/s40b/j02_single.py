"""Choir intonation tracker: a GRU follows each singer's pitch deviation (in cents) frame by frame.

Ported from a JAX/Flax notebook: the recurrent carry is threaded through a scan-like loop,
metrics are pytrees, and `stop_gradient` cuts the carry between truncated-BPTT chunks.
"""
import math
from functools import partial
from typing import Any, Callable, NamedTuple

import torch
import torch.nn.functional as F
from torch import nn


def tree_map(fn: Callable, tree: Any) -> Any:
    if isinstance(tree, torch.Tensor):
        return fn(tree)
    if isinstance(tree, tuple) and hasattr(tree, "_fields"):
        return type(tree)(*(tree_map(fn, t) for t in tree))
    if isinstance(tree, (list, tuple)):
        return type(tree)(tree_map(fn, t) for t in tree)
    if isinstance(tree, dict):
        return {k: tree_map(fn, v) for k, v in tree.items()}
    return tree


stop_gradient = partial(tree_map, torch.Tensor.detach)


class Carry(NamedTuple):
    hidden: torch.Tensor


class TrainState(NamedTuple):
    net: nn.Module
    opt: torch.optim.Optimizer
    step: int


def synth_rehearsal(n_singers=32, n_frames=360, n_bins=24, seed=0):
    """Harmonic spectra of sung notes plus the true detuning (cents) and a voiced flag."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n_frames, dtype=torch.float32)
    drift = 25 * torch.sin(2 * math.pi * t / (60 + 60 * torch.rand(n_singers, 1, generator=g)))
    vibrato = 8 * torch.sin(2 * math.pi * t / 6.0 + torch.rand(n_singers, 1, generator=g) * 6)
    cents = drift + vibrato
    voiced = (torch.sin(2 * math.pi * t / 80 + torch.rand(n_singers, 1, generator=g) * 6) > -0.6)
    centre = 8 + cents / 25.0
    bins = torch.arange(n_bins, dtype=torch.float32)
    spec = torch.zeros(n_singers, n_frames, n_bins)
    for h in (1.0, 2.0, 3.0):
        spec += torch.exp(-((bins - h * centre.unsqueeze(-1) / 1.4) ** 2) / 2.0) / h
    spec = spec * voiced.unsqueeze(-1) + 0.05 * torch.randn(spec.shape, generator=g)
    return spec, (cents / 25.0) * voiced, voiced.float()


class PitchGRU(nn.Module):
    def __init__(self, n_bins=24, hidden=48):
        super().__init__()
        self.proj = nn.Linear(n_bins, hidden)
        self.cell = nn.GRU(hidden, hidden, batch_first=True)
        self.cents = nn.Linear(hidden, 1)
        self.voicing = nn.Linear(hidden, 1)

    def initial_carry(self, batch: int) -> Carry:
        return Carry(torch.zeros(1, batch, self.cell.hidden_size))

    def forward(self, frames, carry: Carry):
        out, h = self.cell(torch.tanh(self.proj(frames)), carry.hidden)
        return {"cents": self.cents(out).squeeze(-1), "voiced": self.voicing(out).squeeze(-1)}, Carry(h)


def objective(outputs, cents, voiced):
    pitch = ((outputs["cents"] - cents) ** 2 * voiced).sum() / voiced.sum().clamp_min(1.0)
    vuv = F.binary_cross_entropy_with_logits(outputs["voiced"], voiced)
    return pitch + 0.5 * vuv, {"pitch": pitch, "vuv": vuv}


def train_step(state: TrainState, carry: Carry, chunk):
    frames, cents, voiced = chunk
    state.opt.zero_grad(set_to_none=True)
    outputs, carry = state.net(frames, carry)
    total, parts = objective(outputs, cents, voiced)
    total.backward()
    nn.utils.clip_grad_norm_(state.net.parameters(), 1.0)
    state.opt.step()
    return state._replace(step=state.step + 1), carry, {"total": total, **parts}


def chunks(data, length):
    spec, cents, voiced = data
    for s in range(0, spec.shape[1] - length + 1, length):
        yield spec[:, s:s + length], cents[:, s:s + length], voiced[:, s:s + length]


def fit_epoch(state: TrainState, data, bptt: int):
    carry = state.net.initial_carry(data[0].shape[0])
    log = []
    for chunk in chunks(data, bptt):
        state, carry, metrics = train_step(state, carry, chunk)
        carry = stop_gradient(carry)
        log.append(stop_gradient(metrics))
    summary = {k: torch.stack([m[k] for m in log]).mean().item() for k in log[0]}
    return state, summary


@torch.no_grad()
def cents_error(net, data):
    net.eval()
    spec, cents, voiced = data
    outputs, _ = net(spec, net.initial_carry(spec.shape[0]))
    net.train()
    err = ((outputs["cents"] - cents).abs() * voiced).sum() / voiced.sum()
    return 25.0 * err.item()


def main(epochs: int = 6, bptt: int = 40):
    torch.manual_seed(0)
    train_data = synth_rehearsal(seed=1)
    val_data = synth_rehearsal(n_singers=8, seed=2)
    net = PitchGRU()
    state = TrainState(net, torch.optim.Adam(net.parameters(), lr=3e-3), 0)
    print(f"before: mean |error| {cents_error(net, val_data):.2f} cents")
    for epoch in range(epochs):
        state, summary = fit_epoch(state, train_data, bptt)
        print(f"epoch {epoch} steps {state.step} " + " ".join(f"{k} {v:.4f}" for k, v in summary.items()))
    print(f"after: mean |error| {cents_error(net, val_data):.2f} cents")
    return state


if __name__ == "__main__":
    main()
