import torch
import torch.nn as nn

from .expert import expert_action, sample_states


class AdversarialImitation:
    def __init__(self, policy, disc, optimizers, demos, cfg):
        self.policy = policy
        self.disc = disc
        self.opt = optimizers
        self.demos = demos
        self.cfg = cfg
        self.bce = nn.BCEWithLogitsLoss()
        self.history = []

    def discriminator_update(self, obs):
        exp_obs, exp_act = self.demos.sample(obs.shape[0])
        gen_act = self.policy.act(obs)
        logits_exp = self.disc(exp_obs, exp_act)
        logits_gen = self.disc(obs, gen_act)
        loss = self.bce(logits_exp, torch.ones_like(logits_exp)) + \
            self.bce(logits_gen, torch.zeros_like(logits_gen))
        self.opt["disc"].zero_grad()
        loss.backward()
        self.opt["disc"].step()
        return loss.item()

    def policy_update(self, obs):
        gen_act = self.policy.act(obs)
        logits = self.disc(obs, gen_act)
        loss = self.bce(logits, torch.ones_like(logits))
        loss.backward()
        self.opt["policy"].step()
        return loss.item()

    def train_iteration(self):
        obs = sample_states(self.cfg.batch_size)
        self.opt["policy"].zero_grad(set_to_none=True)
        d_loss = self.discriminator_update(obs)
        p_loss = self.policy_update(obs)
        self.history.append((d_loss, p_loss))
        return d_loss, p_loss

    @torch.no_grad()
    def imitation_error(self, n=1024):
        obs = sample_states(n)
        return (self.policy(obs) - expert_action(obs)).pow(2).mean().item()
