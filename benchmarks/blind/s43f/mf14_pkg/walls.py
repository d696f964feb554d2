"""Municipal graffiti-removal crews: did one pass of the chosen method clear the tag?"""
import torch

SUBSTRATES = ["brick", "concrete", "metal", "glass", "wood", "render"]
PAINTS = ["aerosol_enamel", "marker", "acrylic", "etching"]
METHODS = ["pressure_wash", "chemical_gel", "soda_blast", "laser"]


def work_orders(n, seed=53):
    g = torch.Generator().manual_seed(seed)
    sub = torch.randint(0, len(SUBSTRATES), (n,), generator=g)
    paint = torch.randint(0, len(PAINTS), (n,), generator=g)
    method = torch.randint(0, len(METHODS), (n,), generator=g)
    age = 60 * torch.rand(n, generator=g)
    temp = -2 + 32 * torch.rand(n, generator=g)
    pressure = 80 + 170 * torch.rand(n, generator=g)
    dwell = 30 * torch.rand(n, generator=g)
    porosity = torch.tensor([0.7, 0.6, 0.05, 0.0, 0.5, 0.4])[sub]
    fit = torch.tensor([[0.8, -0.2, 0.6, 0.2], [0.3, 1.0, 0.2, 0.6],
                        [0.4, 0.8, 0.5, 0.4], [-1.5, -1.0, -0.5, 0.9]])[paint, method]
    logit = (1.2 * fit - 2.0 * porosity - 0.03 * age + 0.04 * (temp - 10)
             + 0.01 * (pressure - 150) * (method == 0).float()
             + 0.08 * dwell * (method == 1).float() + 1.0 + 0.5 * torch.randn(n, generator=g))
    dense = torch.stack([age / 60, (temp - 14) / 10, (pressure - 165) / 50, dwell / 30, porosity], 1)
    return {"sub": sub, "paint": paint, "method": method, "dense": dense,
            "cleared": (logit > 0).float()}


def subset(data, idx):
    return {k: v[idx] for k, v in data.items()}
