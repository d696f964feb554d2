import torch

from .learner import MetaSGD
from .outer import build_outer_optimizer, meta_test, outer_update

CFG = {"seed": 2, "steps": 300, "meta_batch": 6, "k_shot": 5, "k_query": 20, "inner_steps": 1,
       "lr_net": 1e-3, "lr_alpha": 3e-4, "alpha_range": (0.0, 0.5), "log_every": 60}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    meta = MetaSGD()
    adam = build_outer_optimizer(meta, cfg)
    print(f"meta-test MAE before: {meta_test(meta, cfg, gen):.1f} C")
    acc = 0.0
    for step in range(1, cfg["steps"] + 1):
        acc += outer_update(meta, adam, cfg, gen)
        meta.clip_alphas(*cfg["alpha_range"])
        if step % cfg["log_every"] == 0:
            print(f"step {step:4d}  query mse {acc / cfg['log_every']:.5f}")
            acc = 0.0
    print(f"meta-test MAE after:  {meta_test(meta, cfg, gen):.1f} C")
    mean_alpha = torch.cat([a.detach().flatten() for a in meta.alphas.values()]).mean().item()
    print(f"mean learned inner step size {mean_alpha:.4f}")


if __name__ == "__main__":
    main()
