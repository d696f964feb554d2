"""Synthetic morphometrics of fossil shark teeth (six genera)."""
import torch

GENERA = ["Otodus", "Carcharocles", "Isurus", "Carcharias", "Hemipristis", "Galeocerdo"]
FEATURES = [
    "crown_height_mm", "crown_width_mm", "root_width_mm", "serrations_per_cm",
    "cusplet_count", "labial_convexity", "root_lobe_angle", "enameloid_um",
    "crown_slant_deg", "bourlette_height_mm",
]


def make_collection(n_per_genus=150, seed=0):
    g = torch.Generator().manual_seed(seed)
    n_cls, n_feat = len(GENERA), len(FEATURES)
    centres = torch.randn(n_cls, n_feat, generator=g) * 1.2
    xs, ys = [], []
    for k in range(n_cls):
        spread = 0.8 + 0.5 * torch.rand(n_feat, generator=g)
        xs.append(centres[k] + spread * torch.randn(n_per_genus, n_feat, generator=g))
        ys.append(torch.full((n_per_genus,), k, dtype=torch.long))
    x, y = torch.cat(xs), torch.cat(ys)
    order = torch.randperm(len(y), generator=g)
    return x[order], y[order]


def standardise(x, ref):
    mu, sd = ref.mean(0), ref.std(0).clamp_min(1e-6)
    return (x - mu) / sd


def holdout(x, y, n_test=240):
    return (x[n_test:], y[n_test:]), (x[:n_test], y[:n_test])
