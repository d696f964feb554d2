import torch.nn.functional as F

from .optim import kl_weight


def train_step(vae, prior, opt_vae, opt_prior, x, step, warmup):
    opt_vae.zero_grad(set_to_none=True)
    recon, z, log_q = vae(x)
    nll = F.mse_loss(recon, x, reduction="none").sum(-1).mean()
    kl = (log_q - prior.log_prob(z)).mean()
    loss = nll + kl_weight(step, warmup) * kl
    loss.backward()
    opt_vae.step()
    opt_prior.step()
    return {"loss": loss.item(), "nll": nll.item(), "kl": kl.item()}
