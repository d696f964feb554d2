"""Closed-form warm start of the read-out before gradient fine-tuning."""
import torch


@torch.no_grad()
def collect(model, x, batch_size=256):
    return torch.cat([model.features(x[i:i + batch_size]) for i in range(0, x.shape[0], batch_size)])


def solve(states, targets, alpha):
    design = torch.cat([states, torch.ones(states.shape[0], 1)], dim=1)
    gram = design.T @ design + alpha * torch.eye(design.shape[1])
    return torch.linalg.solve(gram, design.T @ targets)


def warm_start(model, x, y, alpha):
    solution = solve(collect(model, x), y, alpha)
    with torch.no_grad():
        model.readout.weight = solution[:-1].T.contiguous()
        model.readout.bias = solution[-1].clone()
    return solution.norm().item()
