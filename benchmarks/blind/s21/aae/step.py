import torch
import torch.nn.functional as F


class AAEStep:
    """One adversarial-autoencoder iteration: critic on codes, then autoencoder."""

    def __init__(self, nets, opts, adv_weight=0.1):
        self.enc, self.dec, self.critic = nets
        self.opt_ae, self.opt_c = opts
        self.adv_weight = adv_weight

    def __call__(self, x):
        code = self.enc(x)
        recon_err = F.mse_loss(self.dec(code), x)
        judged = self.critic(code)
        fool = F.binary_cross_entropy_with_logits(judged, torch.ones_like(judged))

        prior = torch.randn_like(code)
        real_logit, fake_logit = self.critic(prior), self.critic(code.detach())
        critic_err = (F.binary_cross_entropy_with_logits(real_logit, torch.ones_like(real_logit))
                      + F.binary_cross_entropy_with_logits(fake_logit, torch.zeros_like(fake_logit)))
        self.opt_c.zero_grad()
        critic_err.backward()
        self.opt_c.step()

        self.opt_ae.zero_grad()
        (recon_err + self.adv_weight * fool).backward()
        self.opt_ae.step()
        return {"recon": recon_err.item(), "critic": critic_err.item(), "fool": fool.item()}
