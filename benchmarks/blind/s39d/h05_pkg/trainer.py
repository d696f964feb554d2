import torch

from .penalty import gradient_penalty


class ZeroGradCallback:
    """Clears a model's gradients when its step begins."""

    def __init__(self, module):
        self.module = module

    def on_generator_step_start(self, trainer):
        self.module.zero_grad(set_to_none=True)


class WGANGPTrainer:
    def __init__(self, nets, opts, cfg, callbacks=()):
        self.nets, self.opts, self.cfg = nets, opts, cfg
        self.callbacks = list(callbacks)

    def fire(self, event):
        for cb in self.callbacks:
            hook = getattr(cb, event, None)
            if hook is not None:
                hook(self)

    @torch.no_grad()
    def sample(self, n):
        return self.nets["gen"](torch.randn(n, self.nets["gen"].z_dim))

    def critic_step(self, real):
        fake = self.sample(real.size(0))
        critic = self.nets["critic"]
        wasserstein = critic(fake).mean() - critic(real).mean()
        gp = gradient_penalty(critic, real, fake)
        self.opts["critic"].zero_grad()
        (wasserstein + self.cfg["gp_weight"] * gp).backward()
        self.opts["critic"].step()
        return -wasserstein.item(), gp.item()

    def generator_step(self, batch_size):
        self.fire("on_generator_step_start")
        z = torch.randn(batch_size, self.nets["gen"].z_dim)
        g_loss = -self.nets["critic"](self.nets["gen"](z)).mean()
        g_loss.backward()
        self.opts["gen"].step()
        return g_loss.item()

    def fit(self, batches, iterations):
        history = []
        for it in range(1, iterations + 1):
            for _ in range(self.cfg["n_critic"]):
                w_dist, gp = self.critic_step(next(batches))
            g = self.generator_step(self.cfg["batch"])
            history.append((w_dist, gp, g))
            if it % self.cfg["log_every"] == 0:
                print(f"iter {it}: W-dist {w_dist:.4f} gp {gp:.4f} g_loss {g:.4f}")
        return history
