import numpy as np
import torch

from .data import make_pairs, iterate
from .features import N_FFT, analysis, synthesis, snr_quality
from .models import MaskGenerator, QualityDiscriminator
from .optim import build_optimizers, build_scalers
from .steps import discriminator_step, generator_step

CFG = {"lr_g": 1e-3, "lr_d": 1e-3, "amp": False, "rec_weight": 1.0,
       "batch": 8, "epochs": 3, "clip_len": 4000, "eval_every": 6}


@torch.no_grad()
def evaluate_split(gen, noisy, clean):
    gen.eval()
    mag, phase = analysis(noisy)
    est = synthesis(gen(mag), phase, noisy.shape[-1])
    gen.train()
    return snr_quality(est, clean).mean().item()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    train_noisy, train_clean = make_pairs(48, CFG["clip_len"], seed=1)
    val_noisy, val_clean = make_pairs(16, CFG["clip_len"], seed=2)
    gen = MaskGenerator(N_FFT // 2 + 1)
    disc = QualityDiscriminator()
    opt_g, opt_d = build_optimizers(gen, disc, CFG)
    scaler_g, scaler_d = build_scalers(CFG)
    shuffler = torch.Generator().manual_seed(3)
    log = {"d": [], "adv": [], "rec": [], "val_q": []}
    it = 0
    for epoch in range(CFG["epochs"]):
        for noisy, clean in iterate(train_noisy, train_clean, CFG["batch"], shuffler):
            log["d"].append(discriminator_step(gen, disc, opt_d, scaler_d, noisy, clean, CFG))
            adv, rec = generator_step(gen, disc, opt_g, scaler_g, noisy, clean, CFG)
            log["adv"].append(adv)
            log["rec"].append(rec)
            it += 1
            if it % CFG["eval_every"] == 0:
                log["val_q"].append(evaluate_split(gen, val_noisy, val_clean))
        print(f"epoch {epoch}: d={np.mean(log['d'][-8:]):.4f} adv={np.mean(log['adv'][-8:]):.4f} "
              f"rec={np.mean(log['rec'][-8:]):.4f} val_q={log['val_q'][-1] if log['val_q'] else float('nan'):.3f}")


if __name__ == "__main__":
    main()
