import torch

from .gan_losses import critic_objective, generator_objective


class RecurrentGANTrainer:
    def __init__(self, gen, critic, opt_gen, opt_critic):
        self.gen, self.critic = gen, critic
        self.opt_gen, self.opt_critic = opt_gen, opt_critic

    def step(self, real):
        z = self.gen.sample_noise(real.size(0), real.size(1))
        generated = self.gen(z)

        self.opt_critic.zero_grad()
        loss_c = critic_objective(self.critic, real, generated)
        loss_c.backward()
        self.opt_critic.step()

        self.opt_gen.zero_grad()
        loss_g = generator_objective(self.critic, generated)
        loss_g.backward()
        self.opt_gen.step()
        return loss_c.item(), loss_g.item()

    @torch.no_grad()
    def sample(self, n, steps):
        self.gen.eval()
        out = self.gen(self.gen.sample_noise(n, steps))
        self.gen.train()
        return out
