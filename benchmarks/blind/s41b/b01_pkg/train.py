import torch

from .backbone import SpectralEncoder
from .finetune import accuracy, build_finetune_optimizer, fit
from .lora import count_trainable, inject_lora
from .spectra import make_farm

CFG = {
    "seed": 3,
    "pretrain": {"epochs": 25, "batch_size": 64, "lr": 3e-3},
    "finetune": {"epochs": 40, "batch_size": 16, "lr": 1e-2, "wd": 1e-4},
    "lora": {"targets": ("proj_in", "mix"), "rank": 4, "alpha": 8.0},
    "n_farm_a": 2000,
    "n_farm_b_labelled": 96,
    "n_farm_b_test": 800,
}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])

    xa, ya = make_farm(cfg["n_farm_a"], "A", gen)
    xb, yb = make_farm(cfg["n_farm_b_labelled"], "B", gen)
    xb_test, yb_test = make_farm(cfg["n_farm_b_test"], "B", gen)

    encoder = SpectralEncoder()
    pre_opt = torch.optim.Adam(encoder.parameters(), lr=cfg["pretrain"]["lr"])
    fit(encoder, pre_opt, xa, ya, cfg["pretrain"]["epochs"], cfg["pretrain"]["batch_size"], gen, "farm A")
    print(f"farm A train acc {accuracy(encoder, xa, ya):.3f}")
    print(f"farm B test acc before adaptation {accuracy(encoder, xb_test, yb_test):.3f}")

    ft = cfg["finetune"]
    adapt_opt = build_finetune_optimizer(encoder, ft)
    inject_lora(encoder, cfg["lora"]["targets"], rank=cfg["lora"]["rank"], alpha=cfg["lora"]["alpha"])
    print(f"fine-tuning {count_trainable(encoder)} parameters (head + LoRA adapters)")
    fit(encoder, adapt_opt, xb, yb, ft["epochs"], ft["batch_size"], gen, "farm B")
    print(f"farm B test acc after adaptation {accuracy(encoder, xb_test, yb_test):.3f}")
    return encoder


if __name__ == "__main__":
    main()
