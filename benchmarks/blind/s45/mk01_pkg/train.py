import torch

from .bridge import dominant_frequency, make_loader, simulate_sway
from .framework import Trainer
from .gan_module import SwayGAN

HPARAMS = dict(latent_dim=16, window=48, lr_g=2e-4, lr_d=2e-4, batch_size=64, epochs=12)


def report(tag, real, fake):
    fr, ff = dominant_frequency(real), dominant_frequency(fake)
    gap = (fr.mean() - ff.mean()).abs().item()
    amp_r, amp_f = real.std(dim=1).mean().item(), fake.std(dim=1).mean().item()
    print(f"[{tag}] dominant freq real {fr.mean():.3f} Hz / gen {ff.mean():.3f} Hz (gap {gap:.3f}), "
          f"rms real {amp_r:.3f} / gen {amp_f:.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    windows = simulate_sway(length=HPARAMS["window"])
    loader, scale = make_loader(windows, HPARAMS["batch_size"])
    module = SwayGAN(**HPARAMS)
    real = windows[:512] / scale
    report("before", real, module.sample(512))
    Trainer(max_epochs=HPARAMS["epochs"], log_every_n_epochs=3).fit(module, loader)
    report("after", real, module.sample(512))


if __name__ == "__main__":
    main()
