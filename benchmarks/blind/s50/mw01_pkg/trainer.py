"""One adversarial iteration: critic update, then field update."""
import torch

from .objectives import critic_objective, field_objective
from .rays import random_pane_rays
from .render import render_patches


class FrostPatchTrainer:
    def __init__(self, field, critic, opt_field, opt_critic, cfg):
        self.field, self.critic = field, critic
        self.opt_field, self.opt_critic = opt_field, opt_critic
        self.cfg = cfg

    def train_iteration(self, real_patches):
        n = real_patches.shape[0]
        eyes, dirs = random_pane_rays(n, self.cfg.patch)
        code = torch.randn(n, self.cfg.latent_dim)
        fake_patches = render_patches(self.field, code, eyes, dirs, self.cfg)

        self.opt_critic.zero_grad()
        real_logits = self.critic(real_patches)
        fake_logits = self.critic(fake_patches)
        loss_critic = critic_objective(real_logits, fake_logits)
        loss_critic.backward()
        self.opt_critic.step()

        self.opt_field.zero_grad()
        loss_field = field_objective(self.critic(fake_patches))
        loss_field.backward()
        self.opt_field.step()
        return loss_critic.item(), loss_field.item()
