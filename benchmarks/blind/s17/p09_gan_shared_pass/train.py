import torch

from .gan import AdversarialPair
from .models import build
from .trainer import AdversarialTrainer

CFG = {"z_dim": 4, "x_dim": 2, "width": 32, "optim": "Adam",
       "optim_kwargs": {"lr": 1e-3, "betas": (0.5, 0.999)}, "epochs": 3, "steps": 100}


def real_batches(steps, batch_size=64):
    for _ in range(steps):
        yield torch.randn(batch_size, 2) * torch.tensor([0.3, 1.0]) + torch.tensor([2.0, 0.0])


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    pair = AdversarialPair(build("decoder", cfg), build("scorer", cfg), cfg["z_dim"])
    trainer = AdversarialTrainer(pair, cfg)
    for epoch in range(cfg["epochs"]):
        for real in real_batches(cfg["steps"]):
            d_val, g_val = trainer.step(real)
        print(f"epoch {epoch}: scorer {d_val:.4f} decoder {g_val:.4f}")
    return trainer


if __name__ == "__main__":
    main()
