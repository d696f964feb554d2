import torch

FEATURES = ["glycerin", "surfactant", "humidity", "wind", "diameter"]
BURST_CAUSES = ["drainage", "evaporation", "disturbance"]


def synth_bubbles(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.rand(n, len(FEATURES), generator=g)
    glyc, surf, hum, wind, diam = x.unbind(1)
    drain = 0.8 * glyc + 0.4 * surf - 0.5 * diam
    evap = 1.2 * hum + 0.3 * glyc
    dist = -1.5 * wind
    thickness = 0.5 + 0.6 * glyc + 0.3 * hum - 0.4 * diam + 0.05 * torch.randn(n, generator=g)
    scores = torch.stack([drain, evap, dist], 1) + 0.2 * torch.randn(n, 3, generator=g)
    cause = scores.argmin(1)
    log_life = 1.0 + scores.min(1).values + 0.1 * torch.randn(n, generator=g)
    return {"x": (x - 0.5) / 0.29, "thickness": thickness, "cause": cause, "log_life": log_life}


def minibatches(data, bs, gen):
    order = torch.randperm(data["x"].shape[0], generator=gen)
    for idx in order.split(bs):
        yield {k: v[idx] for k, v in data.items()}
