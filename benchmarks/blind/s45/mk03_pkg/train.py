import torch
from torch.utils.data import DataLoader, TensorDataset

from .chimes import decay_slope, strike_envelopes
from .lit import Trainer
from .module import ChimeGAN


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = strike_envelopes()
    hparams = dict(latent_dim=12, steps=env.size(1), lr=2e-4, r1_gamma=1.0,
                   real_slope=decay_slope(env).mean().item())
    loader = DataLoader(TensorDataset(env), batch_size=64, shuffle=True, drop_last=True)
    gan = ChimeGAN(**hparams)
    Trainer(max_epochs=16).fit(gan, loader)
    with torch.no_grad():
        fake = gan.generator(torch.randn(2048, hparams["latent_dim"]))
    print(f"final: mean envelope L1 gap {(fake.mean(0) - env.mean(0)).abs().mean() * 40:.2f} dB, "
          f"slope std gen {decay_slope(fake).std():.4f} real {decay_slope(env).std():.4f}")


if __name__ == "__main__":
    main()
