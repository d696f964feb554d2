import torch

from .params import stride_wave


def elbo_step(model, opt, phase, x, kl_w, cfg):
    opt.zero_grad()
    mu, logvar = model.encode(x)
    z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
    z.retain_grad()
    recon = model.decode(z, stride_wave(phase, x.shape[1], cfg["data"]["strides"]))
    kl = -0.5 * (1 + logvar - mu ** 2 - logvar.exp()).sum(-1)
    per_sample = model.nll(x, recon) + kl_w * kl
    rarity = 1.0 + (x[:, -1] < 0.3).float()
    per_sample.backward(gradient=rarity / rarity.sum())
    opt.step()
    with torch.no_grad():
        phase -= cfg["optim"]["phase_lr"] * phase.grad
        phase.grad = None
    z_sensitivity = z.grad.abs().mean(0)
    return per_sample.mean().item(), z_sensitivity
