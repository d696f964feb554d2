import torch
import torch.nn.functional as F


def quality_score(est, clean):
    """Cheap differentiable-free stand-in for PESQ: normalised SNR in [0, 1]."""
    snr = 10 * torch.log10(clean.pow(2).sum((1, 2)) / (est - clean).pow(2).sum((1, 2)).clamp_min(1e-8))
    return torch.sigmoid(snr / 10.0)


def critic_step(trainer, noisy, clean, enhanced):
    enhanced = enhanced.detach()
    with torch.no_grad():
        target_q = quality_score(enhanced, clean)
    loss_c = (F.mse_loss(trainer.critic(clean, clean), torch.ones(len(clean)))
              + F.mse_loss(trainer.critic(enhanced, clean), target_q))
    trainer.opt_c.zero_grad(set_to_none=True)
    loss_c.backward()
    trainer.opt_c.step()
    return {"loss_c": loss_c.item()}


def enhancer_step(trainer, noisy, clean, enhanced):
    # re-score with the critic as it is after its update
    adv = F.mse_loss(trainer.critic(enhanced, clean), torch.ones(len(clean)))
    loss_g = adv + trainer.cfg["l1_weight"] * F.l1_loss(enhanced, clean)
    trainer.opt_g.zero_grad(set_to_none=True)
    loss_g.backward()
    trainer.opt_g.step()
    return {"loss_g": loss_g.item()}
