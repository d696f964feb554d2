import math

import torch

SAMPLES = 40


def neuron_templates(count, generator):
    t = torch.arange(SAMPLES).float()
    templates = []
    for _ in range(count):
        peak = 8 + 16 * torch.rand(1, generator=generator)
        width = 0.8 + 2.2 * torch.rand(1, generator=generator)
        rebound = 0.1 + 0.9 * torch.rand(1, generator=generator)
        slow = 3 + 9 * torch.rand(1, generator=generator)
        shape = -torch.exp(-((t - peak) / width) ** 2) + rebound * torch.exp(-((t - peak - slow) / (2 * width)) ** 2)
        templates.append(shape / shape.norm())
    return torch.stack(templates)


def detected_spikes(templates, per_neuron, noise, generator):
    snippets, units = [], []
    for unit, template in enumerate(templates):
        amplitude = 4.0 + 1.0 * torch.randn(per_neuron, 1, generator=generator)
        shift = torch.randint(-1, 2, (per_neuron,), generator=generator)
        shifted = torch.stack([torch.roll(template, int(s)) for s in shift])
        snippets.append(amplitude * shifted + noise * torch.randn(per_neuron, SAMPLES, generator=generator))
        units.append(torch.full((per_neuron,), unit))
    return torch.cat(snippets), torch.cat(units)


def purity(codes, units, atoms):
    winner = codes.argmax(dim=1)
    hits = 0
    for atom in range(atoms):
        members = units[winner == atom]
        if members.numel():
            hits += torch.bincount(members).max().item()
    return hits / units.numel()


def angle_to_templates(atoms, templates):
    cos = (atoms @ templates.T).abs().max(dim=0).values.clamp(max=1.0)
    return torch.rad2deg(torch.acos(cos)).mean().item() if math.isfinite(cos.sum().item()) else float("nan")
