import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import GANTrainer
from .models import build_models

CFG = {
    "epochs": 2, "batch_size": 16, "print_freq": 4, "recon_weight": 5.0,
    "model": {"num_chars": 10, "noise_dim": 8, "hidden": 32, "steps_per_char": 6},
    "optim_g": {"name": "adam", "lr": 2e-4, "betas": (0.5, 0.999)},
    "optim_d": {"name": "adam", "lr": 2e-4, "betas": (0.5, 0.999)},
}


def synthetic_handwriting(n=96, chars=5, num_chars=10, steps=6, seed=0):
    """Each character is a small loop whose radius and slant depend on its identity."""
    g = torch.Generator().manual_seed(seed)
    text = torch.randint(0, num_chars, (n, chars), generator=g)
    t = torch.linspace(0, 2 * torch.pi, steps)
    strokes = torch.zeros(n, chars * steps, 3)
    for i in range(n):
        for k, c in enumerate(text[i].tolist()):
            r = 0.2 + 0.05 * c
            seg = slice(k * steps, (k + 1) * steps)
            strokes[i, seg, 0] = (r * torch.cos(t) + 0.1 * (c % 3)).clamp(-1, 1)
            strokes[i, seg, 1] = (r * torch.sin(t)).clamp(-1, 1)
            strokes[i, (k + 1) * steps - 1, 2] = 1.0   # pen up at the end of each character
    strokes[..., :2] += 0.02 * torch.randn(n, chars * steps, 2, generator=g)
    return TensorDataset(text, strokes)


def main(cfg=CFG):
    torch.manual_seed(0)
    m = cfg["model"]
    loader = DataLoader(synthetic_handwriting(num_chars=m["num_chars"], steps=m["steps_per_char"]),
                        batch_size=cfg["batch_size"], shuffle=True)
    G, D = build_models(cfg)
    GANTrainer(cfg, G, D, loader).train()


if __name__ == "__main__":
    main()
