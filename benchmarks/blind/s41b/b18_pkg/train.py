import torch

from .detect import auc, call_scores, raw_scores
from .hydrophone import patches
from .nets import Decoder, Encoder
from .optimizers import two_timescale
from .steps import denoise_step

CFG = {"seed": 43, "n_train": 2000, "n_test": 800, "epochs": 6, "batch": 64, "lr_fast": 3e-3, "lr_slow": 1e-3}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    noisy, clean, _ = patches(cfg["n_train"], gen)
    test_noisy, _, test_call = patches(cfg["n_test"], gen)
    encoder, decoder = Encoder(), Decoder()
    optims = two_timescale(encoder, decoder, cfg)
    print(f"detection AUC on raw spectrogram energy: {auc(raw_scores(test_noisy), test_call):.3f}")
    for ep in range(cfg["epochs"]):
        order = torch.randperm(cfg["n_train"], generator=gen)
        tot = 0.0
        for i in range(0, cfg["n_train"], cfg["batch"]):
            b = order[i:i + cfg["batch"]]
            tot += denoise_step(encoder, decoder, optims, noisy[b], clean[b]) * len(b)
        score = call_scores(encoder, decoder, test_noisy)
        print(f"epoch {ep}  recon mse {tot / cfg['n_train']:.4f}  detection AUC {auc(score, test_call):.3f}")


if __name__ == "__main__":
    main()
