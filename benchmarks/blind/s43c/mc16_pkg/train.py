import torch

from . import tec
from .nets import ConditionalSeqDiscriminator, ConditionalSeqGenerator
from .optim import make_optimizers
from .step import adversarial_step

CFG = {"n_days": 365, "batch": 32, "epochs": 4, "lr_g": 1e-3, "lr_d": 1e-3}


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    curves, cond = tec.day_curves(cfg["n_days"], seed=1)
    gen, disc = ConditionalSeqGenerator(), ConditionalSeqDiscriminator()
    opts = make_optimizers(gen, disc, cfg)
    for epoch in range(cfg["epochs"]):
        perm = torch.randperm(curves.size(0))
        logs = []
        for i in range(0, curves.size(0), cfg["batch"]):
            idx = perm[i:i + cfg["batch"]]
            logs.append(adversarial_step(gen, disc, opts, curves[idx], cond[idx]))
        with torch.no_grad():
            hi = gen(torch.randn(64, tec.STEPS, gen.noise_dim), torch.full((64, 1), 1.0))
            lo = gen(torch.randn(64, tec.STEPS, gen.noise_dim), torch.full((64, 1), -1.0))
        print(f"epoch {epoch}  D {sum(l['d'] for l in logs) / len(logs):.3f}  "
              f"G {sum(l['g'] for l in logs) / len(logs):.3f}  "
              f"peak TEC high/low flux {hi.max(1).values.mean().item():.2f}/{lo.max(1).values.mean().item():.2f}")


if __name__ == "__main__":
    main()
