import torch
import torch.nn.functional as F

from .nets import ring_batch
from .utils import EMAGenerator, stop_gradient


class GANLoop:
    def __init__(self, cfg, G, D):
        self.cfg, self.G, self.D = cfg, G, D
        self.opt_g = torch.optim.Adam(G.parameters(), lr=cfg.lr, betas=(0.5, 0.999))
        self.opt_d = torch.optim.Adam(D.parameters(), lr=cfg.lr, betas=(0.5, 0.999))
        self.ema = EMAGenerator(G, cfg.ema_decay)
        self.rng = torch.Generator().manual_seed(cfg.seed)

    def d_update(self, real, fake):
        self.opt_d.zero_grad()
        loss = F.softplus(-self.D(real)).mean() + F.softplus(self.D(fake)).mean()
        loss.backward()
        self.opt_d.step()
        return loss.item()

    def g_update(self, fake):
        self.opt_g.zero_grad()
        loss = F.softplus(-self.D(fake)).mean()
        loss.backward()
        self.opt_g.step()
        self.ema.update(self.G)
        return loss.item()

    def run(self):
        cfg = self.cfg
        for step in range(cfg.steps):
            real = ring_batch(cfg.batch_size, cfg.n_modes, cfg.radius, self.rng)
            fake = self.G(torch.randn(cfg.batch_size, cfg.latent_dim))
            d_loss = self.d_update(real, stop_gradient(fake))
            g_loss = self.g_update(fake)
            if step % cfg.log_every == 0:
                print(f"step {step:4d} d {d_loss:.3f} g {g_loss:.3f}")
        return self.ema
