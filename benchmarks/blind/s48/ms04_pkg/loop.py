import torch


class GanLoop:
    def __init__(self, gen, disc, optimizers, objective):
        self.gen, self.disc = gen, disc
        self.optimizers = optimizers
        self.objective = objective

    def _noise(self, n, rng):
        return torch.randn(n, self.gen.latent, generator=rng)

    def train_step(self, real, rng):
        for opt in self.optimizers.values():
            opt.zero_grad(set_to_none=True)

        fake = self.gen(self._noise(real.shape[0], rng))
        d_real = self.disc(real)
        d_fake = self.disc(fake)
        d_loss = self.objective.d_loss(d_real, d_fake)
        d_loss.backward()
        self.optimizers["disc"].step()

        # fresh latent batch for the generator update
        g_loss = self.objective.g_loss(self.disc(self.gen(self._noise(real.shape[0], rng))))
        g_loss.backward()
        self.optimizers["gen"].step()
        return d_loss.item(), g_loss.item()

    def run(self, sampler, iters, rng, log_every=100):
        for it in range(iters):
            d, g = self.train_step(sampler(rng), rng)
            if it % log_every == 0:
                print(f"iter {it:4d}  d_loss {d:.3f}  g_loss {g:.3f}")
