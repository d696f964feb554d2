"""Firefly flash synchrony: recover coupling strength and natural frequencies of a swarm.

Photinus-style fireflies are modelled as Kuramoto oscillators. Given videos of flash phases,
the coupling K and each insect's natural frequency are fitted by differentiating through an
Euler-integrated simulation. Parameters live in a dict of raw tensors, updated by hand.
"""
import math
from typing import Dict, Iterator, Tuple

import torch

Params = Dict[str, torch.Tensor]
DT = 0.05


def kuramoto_rollout(theta0: torch.Tensor, omega: torch.Tensor, coupling: torch.Tensor,
                     n_steps: int) -> torch.Tensor:
    """theta0: (B, N) phases; returns (B, n_steps, N)."""
    theta, traj = theta0, []
    for _ in range(n_steps):
        diff = theta[:, None, :] - theta[:, :, None]          # theta_j - theta_i
        theta = theta + DT * (omega + coupling * torch.sin(diff).mean(-1))
        traj.append(theta)
    return torch.stack(traj, dim=1)


def record_swarm(n_flies: int, n_clips: int, n_steps: int, seed: int = 0):
    g = torch.Generator().manual_seed(seed)
    omega = 2 * math.pi * (0.5 + 0.08 * torch.randn(n_flies, generator=g))
    coupling = torch.tensor(1.6)
    theta0 = 2 * math.pi * torch.rand(n_clips, n_flies, generator=g)
    with torch.no_grad():
        clips = kuramoto_rollout(theta0, omega, coupling, n_steps)
    clips = clips + 0.05 * torch.randn(clips.shape, generator=g)   # timing jitter of the detector
    return theta0, clips, {"omega": omega, "coupling": coupling}


def clip_batches(theta0, clips, batch: int, seed: int) -> Iterator[Tuple[torch.Tensor, torch.Tensor]]:
    order = torch.randperm(theta0.shape[0], generator=torch.Generator().manual_seed(seed))
    for idx in order.split(batch):
        yield theta0[idx], clips[idx]


def init_params(n_flies: int) -> Params:
    return {
        "omega": torch.full((n_flies,), 2 * math.pi * 0.5, requires_grad=True),
        "log_coupling": torch.zeros((), requires_grad=True),
    }


def phase_loss(params: Params, theta0: torch.Tensor, observed: torch.Tensor) -> torch.Tensor:
    sim = kuramoto_rollout(theta0, params["omega"], params["log_coupling"].exp(), observed.shape[1])
    return (1 - torch.cos(sim - observed)).mean()


def sgd_update(params: Params, lrs: Dict[str, float]) -> Params:
    for name in params:
        params[name] = params[name] - lrs[name] * params[name].grad
    return params


def synchrony(theta: torch.Tensor) -> float:
    return torch.abs(torch.exp(1j * theta).mean(-1)).mean().item()


def main(n_flies: int = 12, n_clips: int = 64, n_steps: int = 30, epochs: int = 5):
    torch.manual_seed(0)
    theta0, clips, truth = record_swarm(n_flies, n_clips, n_steps)
    params = init_params(n_flies)
    lrs = {"omega": 4.0, "log_coupling": 2.0}
    print(f"observed order parameter at clip end {synchrony(clips[:, -1]):.3f}")
    for epoch in range(epochs):
        total, n_batches = 0.0, 0
        for th0, obs in clip_batches(theta0, clips, 16, seed=epoch):
            for p in params.values():
                p.grad = None
            value = phase_loss(params, th0, obs)
            value.backward()
            params = sgd_update(params, lrs)
            total += value.item()
            n_batches += 1
        with torch.no_grad():
            k_err = abs(params["log_coupling"].exp() - truth["coupling"]).item()
            w_err = (params["omega"] - truth["omega"]).abs().mean().item()
        print(f"epoch {epoch} loss {total / n_batches:.4f} |K err| {k_err:.3f} mean |omega err| {w_err:.3f}")
    return params


if __name__ == "__main__":
    main()
