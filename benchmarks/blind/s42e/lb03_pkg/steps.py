import torch
import torch.nn.functional as F

from .graph_utils import set_trainable, stop_gradient


class AdversarialSteps:
    def __init__(self, gen_net, critic, g_opt, c_opt, amp_enabled=False):
        self.gen_net, self.critic = gen_net, critic
        self.g_opt, self.c_opt = g_opt, c_opt
        self.amp = amp_enabled
        self.g_scaler = torch.amp.GradScaler("cuda", enabled=amp_enabled)
        self.c_scaler = torch.amp.GradScaler("cuda", enabled=amp_enabled)

    def _autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def critic_step(self, real, synth):
        self.c_opt.zero_grad(set_to_none=True)
        with self._autocast():
            s_real = self.critic(real)
            s_fake = self.critic(stop_gradient(synth))
        c_loss = (F.binary_cross_entropy_with_logits(s_real.float(), torch.ones_like(s_real.float()))
                  + F.binary_cross_entropy_with_logits(s_fake.float(), torch.zeros_like(s_fake.float())))
        self.c_scaler.scale(c_loss).backward()
        self.c_scaler.step(self.c_opt)
        self.c_scaler.update()
        return c_loss.detach()

    def generator_step(self, synth):
        self.g_opt.zero_grad(set_to_none=True)
        set_trainable(self.critic, False)
        with self._autocast():
            s_fake = self.critic(synth)
        g_loss = F.binary_cross_entropy_with_logits(s_fake.float(), torch.ones_like(s_fake.float()))
        self.g_scaler.scale(g_loss).backward()
        self.g_scaler.step(self.g_opt)
        self.g_scaler.update()
        set_trainable(self.critic, True)
        return g_loss.detach()
