import torch

SPEC_DENSITY = 92.0


@torch.no_grad()
def passes_to_spec(model, x):
    d_max, d_0, rate = model.coefficients(x)
    ratio = ((d_max - SPEC_DENSITY) / (d_max - d_0)).clamp(min=1e-6)
    return (-torch.log(ratio) / rate).clamp(0, 30)


@torch.no_grad()
def summary(model, x, gauge, passes):
    pred = model(x, passes)
    mae = (pred - gauge).abs().mean().item()
    need = passes_to_spec(model, x)
    return mae, need.median().item()
