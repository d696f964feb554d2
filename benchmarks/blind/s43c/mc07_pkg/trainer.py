import torch
import torch.nn as nn
import torch.nn.functional as F

from . import rollouts


class ProfessorForcing:
    def __init__(self, gen, critic, opt_gen, opt_critic, adv_weight=0.3):
        self.gen, self.critic = gen, critic
        self.opt_gen, self.opt_critic = opt_gen, opt_critic
        self.adv_weight = adv_weight
        self.bce = nn.BCEWithLogitsLoss()

    def update(self, contours):
        B = contours.size(0)
        ones, zeros = torch.ones(B), torch.zeros(B)
        preds_tf, h_tf = rollouts.teacher_forced(self.gen, contours)
        _, h_free = rollouts.free_running(self.gen, contours)

        # 1) critic: tell the two behaviours apart
        self.opt_critic.zero_grad()
        critic_loss = self.bce(self.critic(h_tf), ones) + self.bce(self.critic(h_free), zeros)
        critic_loss.backward()
        self.opt_critic.step()

        # 2) generator: likelihood under teacher forcing + make free-running look teacher-forced
        nll = F.mse_loss(preds_tf, contours[:, 1:])
        fool = self.bce(self.critic(h_free), ones)
        gen_loss = nll + self.adv_weight * fool
        self.opt_gen.zero_grad()
        gen_loss.backward()
        nn.utils.clip_grad_norm_(self.gen.parameters(), 1.0)
        self.opt_gen.step()
        return {"critic": critic_loss.item(), "nll": nll.item(), "fool": fool.item()}

    @torch.no_grad()
    def free_running_error(self, contours):
        preds, _ = rollouts.free_running(self.gen, contours)
        return F.mse_loss(preds, contours[:, 1:]).item()
