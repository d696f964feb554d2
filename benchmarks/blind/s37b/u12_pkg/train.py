import torch

from .config import RingGANConfig
from .engine import GANLoop
from .nets import Discriminator, Generator


def mode_coverage(samples, n_modes, radius):
    angle = torch.atan2(samples[:, 1], samples[:, 0])
    k = torch.round(angle / (2 * torch.pi / n_modes)).long() % n_modes
    near = (samples.norm(dim=1) - radius).abs() < 0.5
    return k[near].unique().numel()


def main():
    cfg = RingGANConfig()
    torch.manual_seed(cfg.seed)
    G = Generator(cfg.latent_dim, cfg.hidden)
    D = Discriminator(cfg.hidden)
    ema = GANLoop(cfg, G, D).run()
    samples = ema.sample(2000)
    print("modes covered:", mode_coverage(samples, cfg.n_modes, cfg.radius), "/", cfg.n_modes)


if __name__ == "__main__":
    main()
