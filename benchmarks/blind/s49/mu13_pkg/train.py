import numpy as np
import torch

from .data import takes
from .loop import evaluate_split, run_epoch
from .nets import CreakEnhancer, QualityNet

CFG = {"lr": 1e-3, "epochs": 4, "batch": 8, "l1_weight": 3.0}


def make_optimizers(gen, disc, lr):
    return torch.optim.Adam(gen.parameters(), lr=lr), torch.optim.Adam(disc.parameters(), lr=lr)


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = takes(64, 4000, seed=80)
    v_noisy, v_clean = takes(8, 4000, seed=81)
    gen, disc = CreakEnhancer(), QualityNet()
    opt_g, opt_d = make_optimizers(gen, disc, CFG["lr"])
    order = torch.Generator().manual_seed(82)
    print("val log-spectral L1 before: %.4f" % evaluate_split(gen, v_noisy, v_clean))
    for epoch in range(CFG["epochs"]):
        d_loss, g_loss = run_epoch(gen, disc, opt_g, opt_d, noisy, clean, CFG, order)
        print(f"epoch {epoch}: D {d_loss:.4f} G {g_loss:.4f} val L1 {evaluate_split(gen, v_noisy, v_clean):.4f}")


if __name__ == "__main__":
    main()
