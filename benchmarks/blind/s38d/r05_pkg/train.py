import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.loop import render_test_view
from .engine.trainer import Trainer
from .models import build_model

CFG = {
    "device": "cpu", "amp": True, "epochs": 2, "batch_size": 256, "print_freq": 4,
    "render": {"near": 0.5, "far": 3.5, "n_samples": 16, "white_bkgd": True},
    "model": {"num_freqs": 4, "width": 48, "depth": 3},
    "optim": {"name": "adam", "lr": 5e-3, "weight_decay": 0.0, "warmup_steps": 0},
}


def sphere_rays(n_views=8, res=16, radius=0.6, seed=0):
    """Orthographic views of a coloured sphere at the origin on a white background."""
    g = torch.Generator().manual_seed(seed)
    all_o, all_d, all_c = [], [], []
    for _ in range(n_views):
        d = torch.randn(3, generator=g)
        d = d / d.norm()
        up = torch.tensor([0.0, 0.0, 1.0])
        right = torch.linalg.cross(d, up)
        right = right / right.norm()
        up = torch.linalg.cross(right, d)
        u, v = torch.meshgrid(torch.linspace(-1, 1, res), torch.linspace(-1, 1, res), indexing="ij")
        origins = -2.0 * d + u.reshape(-1, 1) * right + v.reshape(-1, 1) * up
        r2 = u.reshape(-1) ** 2 + v.reshape(-1) ** 2
        hit = r2 < radius ** 2
        hit_pt = origins + d * (2.0 - torch.sqrt((radius ** 2 - r2).clamp(min=0)))[:, None]
        colour = torch.where(hit[:, None], 0.5 + 0.5 * hit_pt / radius, torch.ones(1, 3))
        all_o.append(origins)
        all_d.append(d.expand_as(origins))
        all_c.append(colour)
    return torch.cat(all_o), torch.cat(all_d), torch.cat(all_c)


def main(cfg=CFG):
    torch.manual_seed(0)
    rays_o, rays_d, colours = sphere_rays()
    loader = DataLoader(TensorDataset(rays_o, rays_d, colours), batch_size=cfg["batch_size"], shuffle=True)
    model = build_model(cfg)
    history = Trainer(cfg, model, loader).train()
    test = render_test_view(model, rays_o[:256], rays_d[:256], cfg)
    print("final", history[-1], "test mse", float(((test - colours[:256]) ** 2).mean()))


if __name__ == "__main__":
    main()
