import torch
import torch.nn.functional as F

from pool import SamplePool


class PooledGANTrainer:
    def __init__(self, gen, disc, opts):
        self.gen, self.disc, self.opts = gen, disc, opts
        optim_cls = getattr(torch.optim, opts.optimizer)
        self.g_opt = optim_cls(gen.parameters(), lr=opts.lr_g, betas=(0.5, 0.999))
        self.d_opt = optim_cls(disc.parameters(), lr=opts.lr_d, betas=(0.5, 0.999))
        self.pool = SamplePool(opts.pool_size)

    @staticmethod
    def _bce(logits, value):
        return F.binary_cross_entropy_with_logits(logits, torch.full_like(logits, value))

    def step(self, real):
        noise = torch.randn(real.size(0), self.opts.z_dim)
        fake = self.gen(noise)

        self.d_opt.zero_grad(set_to_none=True)
        d_loss = self._bce(self.disc(real), 1.0) + self._bce(self.disc(self.pool.query(fake)), 0.0)
        d_loss.backward()
        self.d_opt.step()

        self.g_opt.zero_grad(set_to_none=True)
        g_loss = self._bce(self.disc(fake), 1.0)
        g_loss.backward()
        self.g_opt.step()
        return d_loss.item(), g_loss.item()
