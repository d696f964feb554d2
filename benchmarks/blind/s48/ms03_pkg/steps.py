import torch


class AdversarialStep:
    def __init__(self, gen, critic, opt_g, opt_d, objective, *, ema=None):
        self.gen, self.critic = gen, critic
        self.opt_g, self.opt_d = opt_g, opt_d
        self.objective = objective
        self.ema = ema

    def __call__(self, real, rng):
        z = torch.randn(real.shape[0], self.gen.z_dim, generator=rng)
        fake = self.gen(z)

        # critic update: the generator's output is a constant here
        d_loss = self.objective.critic_loss(self.critic(real), self.critic(fake.detach()))
        self.opt_d.zero_grad(set_to_none=True)
        d_loss.backward()
        self.opt_d.step()

        # generator update: re-score the same fakes with the freshly stepped critic
        g_loss = self.objective.generator_loss(self.critic(fake))
        self.opt_g.zero_grad(set_to_none=True)
        g_loss.backward()
        self.opt_g.step()

        if self.ema is not None:
            self.ema.update(self.gen)
        return {"d": d_loss.item(), "g": g_loss.item()}
